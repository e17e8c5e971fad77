// A person sets a new password with the code e-mailed to them.
import type { ApiFailure, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkEmail, checkNewPassword, checkResetCode } from '../validation/field.rules';
import type { AccountApi, Acknowledgement } from './account-api.port';

export type ResetPasswordField = 'email' | 'newPassword' | 'code';

export class ResetPassword {
  constructor(private readonly api: Pick<AccountApi, 'changePassword'>) {}

  async execute(input: {
    email: string;
    newPassword: string;
    code: string;
  }): Promise<Result<Acknowledgement, ValidationFailure<ResetPasswordField> | ApiFailure>> {
    const issues = collectIssues<ResetPasswordField>([
      ['email', checkEmail(input.email)],
      ['newPassword', checkNewPassword(input.newPassword)],
      ['code', checkResetCode(input.code)],
    ]);
    if (issues.length > 0) return err(validationFailure(issues));
    return this.api.changePassword({ email: input.email.trim(), newPassword: input.newPassword, code: input.code.trim() });
  }
}
