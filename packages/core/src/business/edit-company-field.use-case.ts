// Edits one field of the company (/business-configuration), checked by the field's own rule;
// owner-only on the server. The cached company is cleared on success.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { checkBusinessId, checkEmail, checkPhone, checkText, checkUsername, digitsOf, type Check } from '../validation/field.rules';
import { checkActivities } from '../validation/text.rules';
import { checkPickedAddress } from './address.rules';
import { COMPANY_CACHE_KEY } from './company-cache';
import type { CompanyEdit, ProfileApi } from './profile.port';

export function checkCompanyEdit(edit: CompanyEdit): Check {
  switch (edit.field) {
    case 'nick':
      return checkUsername(edit.value, 'BUSINESS_NICK_INVALID');
    case 'name':
      return checkText(edit.value, 'BUSINESS_NAME_INVALID');
    case 'bussinessid':
      return checkBusinessId(edit.value);
    case 'phone':
      return checkPhone(edit.value);
    case 'primaryemailbusiness':
    case 'secondaryemailbusiness':
      return checkEmail(edit.value);
    case 'address':
      return checkPickedAddress(edit.address);
    case 'activity':
      return checkActivities(edit.activities);
  }
}

export class EditCompanyField {
  constructor(
    private readonly api: Pick<ProfileApi, 'editCompanyField'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(edit: CompanyEdit): Promise<Result<Ack, ValidationFailure<'value'> | NotSignedIn | ApiFailure>> {
    const issue = checkCompanyEdit(edit);
    if (issue) return err(validationFailure([{ field: 'value', code: issue }]));
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const normalized: CompanyEdit =
        edit.field === 'bussinessid' ? { field: edit.field, value: digitsOf(edit.value.trim()) } : 'value' in edit ? { field: edit.field, value: edit.value.trim() } : edit;
      const answer = await this.api.editCompanyField(credentials, ownerId, normalized);
      if (answer.ok) this.cache.remove(COMPANY_CACHE_KEY);
      return answer;
    });
  }
}
