// A person who forgot their password asks for a reset code by e-mail.
import type { ApiFailure, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkEmail } from '../validation/field.rules';
import type { AccountApi, Acknowledgement } from './account-api.port';

export class RequestResetCode {
  constructor(private readonly api: Pick<AccountApi, 'requestResetCode'>) {}

  async execute(input: { email: string }): Promise<Result<Acknowledgement, ValidationFailure<'email'> | ApiFailure>> {
    const issues = collectIssues<'email'>([['email', checkEmail(input.email)]]);
    if (issues.length > 0) return err(validationFailure(issues));
    return this.api.requestResetCode(input.email.trim());
  }
}
