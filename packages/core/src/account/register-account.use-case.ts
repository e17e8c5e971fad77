// A visitor creates an account (role default, waiting for activation).
import type { ApiFailure, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import {
  checkDocumentId,
  checkEmail,
  checkNewPassword,
  checkPersonName,
  checkTerms,
  digitsOf,
} from '../validation/field.rules';
import type { AccountApi, Acknowledgement, Registration } from './account-api.port';

export type RegistrationField = 'name' | 'surname' | 'email' | 'password' | 'docId' | 'acceptedTerms';

export function validateRegistration(input: Registration) {
  return collectIssues<RegistrationField>([
    ['name', checkPersonName(input.name, 'NAME_INVALID')],
    ['surname', checkPersonName(input.surname, 'SURNAME_INVALID')],
    ['email', checkEmail(input.email)],
    ['password', checkNewPassword(input.password)],
    ['docId', checkDocumentId(input.docId)],
    ['acceptedTerms', checkTerms(input.acceptedTerms)],
  ]);
}

export class RegisterAccount {
  constructor(private readonly api: Pick<AccountApi, 'register'>) {}

  async execute(input: Registration): Promise<Result<Acknowledgement, ValidationFailure<RegistrationField> | ApiFailure>> {
    const issues = validateRegistration(input);
    if (issues.length > 0) return err(validationFailure(issues));
    return this.api.register({
      name: input.name.trim(),
      surname: input.surname.trim(),
      email: input.email.trim(),
      password: input.password,
      docId: digitsOf(input.docId.trim()),
      acceptedTerms: true,
    });
  }
}
