// A registered person enters the code e-mailed to them; their account becomes activated.
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { notSignedIn, validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkActivationCode } from '../validation/field.rules';
import type { AccountApi } from './account-api.port';
import type { SessionStore } from './session-store.port';
import { credentialsOf, type Session } from './user.entity';

export class ActivateAccount {
  constructor(
    private readonly api: Pick<AccountApi, 'activate'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'save'>,
  ) {}

  async execute(input: { code: string }): Promise<
    Result<{ session: Session; message: string }, ValidationFailure<'code'> | NotSignedIn | ApiFailure>
  > {
    const issues = collectIssues<'code'>([['code', checkActivationCode(input.code)]]);
    if (issues.length > 0) return err(validationFailure(issues));

    const session = this.sessions.load();
    if (!session) return err(notSignedIn);

    const answer = await this.api.activate(credentialsOf(session), input.code.trim());
    if (!answer.ok) return answer;

    const user = answer.value.user ?? { ...session.user, activation: answer.value.activation };
    const updated: Session = { user, token: session.token };
    this.sessions.save(updated);
    return ok({ session: updated, message: answer.value.message });
  }
}
