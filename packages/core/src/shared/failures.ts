// Failures shared by every context. The UI maps each `code` to a translated text;
// API_REFUSED carries the server's own `error` text, which the spec says to show as is, and why
// the server refused, in the app's terms (the adapter reads it from the protocol).
import type { ValidationCode } from '../validation/validation-codes';

/**
 * Why the server refused: this request (its input, or what the person may do), the session (it is
 * over: signing in again is the way on), or nothing about the request (the server is busy or
 * failing: the same request may pass later).
 */
export type RefusalReason = 'refused' | 'session-ended' | 'try-later';

export type ApiFailure =
  | { readonly code: 'API_REFUSED'; readonly reason: RefusalReason; readonly message: string }
  | { readonly code: 'API_UNREACHABLE' }
  | { readonly code: 'API_TIMEOUT' }
  | { readonly code: 'API_BAD_ANSWER'; readonly detail: string };

export type FieldIssue<F extends string = string> = { readonly field: F; readonly code: ValidationCode };

export type ValidationFailure<F extends string = string> = {
  readonly code: 'VALIDATION_FAILED';
  readonly issues: readonly FieldIssue<F>[];
};

export type NotSignedIn = { readonly code: 'NOT_SIGNED_IN' };

export const notSignedIn: NotSignedIn = { code: 'NOT_SIGNED_IN' };

export function validationFailure<F extends string>(issues: FieldIssue<F>[]): ValidationFailure<F> {
  return { code: 'VALIDATION_FAILED', issues };
}

export const isApiFailure = (e: { code: string }): e is ApiFailure => e.code.startsWith('API_');
