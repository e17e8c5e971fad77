// The message for a failure: a refusal shows the server's own `error` text; everything else
// has a translated explanation.
import type { ApiFailure, NotSignedIn, ValidationFailure } from '@fieldteam/core';
import { msg, serverText, type MessageRef } from './message';

export type AnyFailure = ApiFailure | ValidationFailure | NotSignedIn;

export function failureMessage(failure: AnyFailure): MessageRef {
  switch (failure.code) {
    case 'API_REFUSED':
      return serverText(failure.message);
    case 'API_UNREACHABLE':
      return msg('common:errors.unreachable');
    case 'API_TIMEOUT':
      return msg('common:errors.timeout');
    case 'API_BAD_ANSWER':
      return msg('common:errors.badAnswer');
    case 'NOT_SIGNED_IN':
      return msg('common:errors.notSignedIn');
    case 'VALIDATION_FAILED': {
      const first = failure.issues[0];
      return first ? msg(`validation:${first.code}`) : msg('validation:FIELD_INVALID');
    }
  }
}
