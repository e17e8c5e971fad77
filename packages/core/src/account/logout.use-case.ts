// Signs out: forgets the session and every cache kept for it, then tells the server.
// The local data goes first, so that from the moment the sign-out begins nothing that arrives for
// the old session is kept; it goes even when the server cannot be reached (its failure is only
// reported). Visit actions still waiting on the device are work not yet delivered: sign-out
// refuses while any wait, saying how many, unless the person chose to discard them
// (ADR 0029). The person's visits in progress go with a sign-out they chose (ADR 0038).
import type { ApiFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { InProgressVisits, VisitOutbox } from '../visits/visit-stores.port';
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
    private readonly outbox: Pick<VisitOutbox, 'load' | 'save'>,
    private readonly inProgress: Pick<InProgressVisits, 'save'>,
  ) {}

  async execute(input: LogoutInput = {}): Promise<Result<void, UnsentVisits | ApiFailure>> {
    const unsent = this.outbox.load().length;
    if (unsent > 0 && !input.discardUnsent) return err({ code: 'LOGOUT_UNSENT_VISITS', count: unsent });
    // The person's own device records (the stores keep only the signed-in person's), before the session goes.
    this.outbox.save([]);
    this.inProgress.save({});
    const session = this.sessions.load();
    this.sessions.clear();
    if (!session) return ok(undefined);
    const answer = await this.api.disconnect(credentialsOf(session));
    return answer.ok ? ok(undefined) : answer;
  }
}
