// The common ending of a command: a failure shows beside the form's fields (validation) or as an
// alert (anything else); a success may show the server's message.
import type { Ack, FieldIssue, Result } from '@fieldteam/core';
import { runInAction } from 'mobx';
import type { AnyFailure } from './failure-message';
import { msg, serverText } from './message';
import type { Notifier } from './notifier';

export async function settle<T>(
  notifier: Notifier,
  call: Promise<Result<T, AnyFailure>>,
  onIssues?: (issues: readonly FieldIssue[]) => void,
): Promise<{ ok: true; value: T } | { ok: false; refused: boolean }> {
  const result = await call;
  if (result.ok) return result;
  runInAction(() => {
    if (result.error.code === 'VALIDATION_FAILED' && onIssues) onIssues(result.error.issues);
    else notifier.failure(result.error);
  });
  return { ok: false, refused: refusedOutright(result.error) };
}

/**
 * The server (or the rules) said no: asking again the same way would be refused again, so a
 * confirmation that asked closes on it (its message shown). A lost network or a timeout is not a
 * refusal: the confirmation stays, to try again.
 */
function refusedOutright(failure: { readonly code: string }): boolean {
  return failure.code === 'API_REFUSED' || failure.code === 'VALIDATION_FAILED';
}

/** Shows the server's message, or `fallbackKey` when it sent none. */
export function announce(notifier: Notifier, ack: Ack, fallbackKey: string): void {
  notifier.success(ack.message ? serverText(ack.message) : msg(fallbackKey));
}
