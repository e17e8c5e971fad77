// A person signs in with e-mail and password; the session is stored for later page loads. Before
// it is, the device makes the person's key for the session from their password and puts back the
// work sealed for them when the server ended their last session, so that what waits
// is in place when the session starts (and is sent).
import type { ApiFailure, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkEmail, checkPassword } from '../validation/field.rules';
import type { AccountApi, SignedIn } from './account-api.port';
import type { KeptWork } from './kept-work.port';
import type { SessionStore } from './session-store.port';

export type LoginField = 'email' | 'password';

export class Login {
  constructor(
    private readonly api: Pick<AccountApi, 'login'>,
    private readonly sessions: Pick<SessionStore, 'save' | 'clear'>,
    private readonly kept: Pick<KeptWork, 'open'>,
  ) {}

  /** `keptWorkLost`: work kept on the device for this person could not be opened (a password changed since) and is gone. */
  async execute(input: { email: string; password: string }): Promise<Result<SignedIn & { readonly keptWorkLost: boolean }, ValidationFailure<LoginField> | ApiFailure>> {
    const issues = collectIssues<LoginField>([
      ['email', checkEmail(input.email)],
      ['password', checkPassword(input.password)],
    ]);
    if (issues.length > 0) return err(validationFailure(issues));

    const answer = await this.api.login(input.email.trim(), input.password);
    if (!answer.ok) {
      // The spec: a failed login also marks the user as not logged in.
      this.sessions.clear();
      return answer;
    }
    const opened = await this.kept.open(answer.value.session.user, input.password);
    this.sessions.save(answer.value.session);
    return ok({ ...answer.value, keptWorkLost: opened.lost });
  }
}
