// Failures shared by every context. The UI maps each `code` to a translated text;
// API_REFUSED carries the server's own `error` text, which the spec says to show as is.
import type { ValidationCode } from '../validation/validation-codes';

export type ApiFailure =
  | { readonly code: 'API_REFUSED'; readonly status: number; readonly message: string }
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
