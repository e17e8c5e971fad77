// Signs out: tells the server, then forgets the session and every cache kept for it.
// The local data is cleared even when the server cannot be reached (its failure is only reported).
// Visit actions still waiting on the device are work not yet delivered: sign-out refuses while any
// wait, saying how many, unless the person chose to discard them (decision 0029).
import type { ApiFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { VisitOutbox } from '../visits/visit-stores.port';
import type { AccountApi } from './account-api.port';
import type { SessionStore } from './session-store.port';
import { credentialsOf } from './user.entity';

/** Nothing was done: `count` visit actions wait on the device and would be lost. */
export type UnsentVisits = { readonly code: 'LOGOUT_UNSENT_VISITS'; readonly count: number };

export interface LogoutInput {
  /** The person was told how many actions wait and chose to sign out anyway. */
  readonly discardUnsent?: boolean;
}

export class Logout {
  constructor(
    private readonly api: Pick<AccountApi, 'disconnect'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'clear'>,
    private readonly outbox: Pick<VisitOutbox, 'load'>,
  ) {}

  async execute(input: LogoutInput = {}): Promise<Result<void, UnsentVisits | ApiFailure>> {
    const unsent = this.outbox.load().length;
    if (unsent > 0 && !input.discardUnsent) return err({ code: 'LOGOUT_UNSENT_VISITS', count: unsent });
    const session = this.sessions.load();
    if (!session) {
      this.sessions.clear();
      return ok(undefined);
    }
    const answer = await this.api.disconnect(credentialsOf(session));
    this.sessions.clear();
    return answer.ok ? ok(undefined) : answer;
  }
}
