// On start, asks the server whether the stored session is still valid. Signed in only when the
// server's token equals the stored one; a refusal or another token signs the person out.
// When the server cannot be reached the failure is returned and the session is kept. A session
// the server ended keeps its person's work on the device, sealed for that person.
import type { ApiFailure } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { AccountApi } from './account-api.port';
import type { KeptWork } from './kept-work.port';
import type { SessionStore } from './session-store.port';
import { credentialsOf, type Session } from './user.entity';

export type AuthStatus =
  | { readonly status: 'signed-in'; readonly session: Session }
  | { readonly status: 'signed-out'; readonly reason: 'no-session' | 'token-mismatch' };

export class CheckAuth {
  constructor(
    private readonly api: Pick<AccountApi, 'checkAuth'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'clear'>,
    private readonly kept: Pick<KeptWork, 'seal'>,
  ) {}

  async execute(): Promise<Result<AuthStatus, ApiFailure>> {
    const session = this.sessions.load();
    if (!session) return ok({ status: 'signed-out', reason: 'no-session' });

    const answer = await this.api.checkAuth(credentialsOf(session));
    // A server busy or failing says nothing of the session: it is kept, as when it cannot be reached.
    const refused = !answer.ok && answer.error.code === 'API_REFUSED' && answer.error.reason !== 'try-later';
    if (answer.ok ? answer.value.token !== session.token : refused) {
      this.sessions.clear();
      await this.kept.seal(session.user);
      return ok({ status: 'signed-out', reason: 'token-mismatch' });
    }
    if (!answer.ok) return answer;
    return ok({ status: 'signed-in', session });
  }
}
