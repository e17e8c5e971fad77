// Signs out: tells the server, then forgets the session and every cache kept for it.
// The local data is cleared even when the server cannot be reached (its failure is only reported).
import type { ApiFailure } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { AccountApi } from './account-api.port';
import type { SessionStore } from './session-store.port';
import { credentialsOf } from './user.entity';

export class Logout {
  constructor(
    private readonly api: Pick<AccountApi, 'disconnect'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'clear'>,
  ) {}

  async execute(): Promise<Result<void, ApiFailure>> {
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
