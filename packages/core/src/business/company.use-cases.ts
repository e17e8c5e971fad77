// Reading and editing the company (/business-configuration, /business-work-days). The company
// is cached for other screens; edits are owner-only on the server.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { checkBusinessId, checkEmail, checkPhone, checkText, checkUsername, digitsOf, type Check } from '../validation/field.rules';
import { checkPickedAddress } from './address.rules';
import type { BusinessHours } from './business-hours';
import type { Company } from './company.entity';
import type { CompanyEdit, ProfileApi } from './profile.port';

export const COMPANY_CACHE_KEY = 'company';

export class LoadCompany {
  constructor(
    private readonly api: Pick<ProfileApi, 'getCompany'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  /** The company as last loaded on this device, for an instant first paint. */
  cached(): Company | null {
    return this.cache.read<Company>(COMPANY_CACHE_KEY);
  }

  async execute(): Promise<Result<Company | null, NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.getCompany(context.value.credentials, context.value.ownerId);
    if (answer.ok) {
      if (answer.value) this.cache.write(COMPANY_CACHE_KEY, answer.value);
      else this.cache.remove(COMPANY_CACHE_KEY);
    }
    return answer;
  }
}

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
      return edit.activities.length > 0 ? null : 'ACTIVITY_REQUIRED';
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
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const normalized: CompanyEdit =
      edit.field === 'bussinessid' ? { field: edit.field, value: digitsOf(edit.value.trim()) } : 'value' in edit ? { field: edit.field, value: edit.value.trim() } : edit;
    const answer = await this.api.editCompanyField(context.value.credentials, context.value.ownerId, normalized);
    if (answer.ok) this.cache.remove(COMPANY_CACHE_KEY);
    return answer;
  }
}

export class LoadBusinessHours {
  constructor(
    private readonly api: Pick<ProfileApi, 'getBusinessHours'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<BusinessHours | null, NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.getBusinessHours(context.value.credentials, context.value.ownerId);
  }
}

export class SaveBusinessHours {
  constructor(
    private readonly api: Pick<ProfileApi, 'saveBusinessHours'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(hours: BusinessHours): Promise<Result<Ack, ValidationFailure<'hours'> | NotSignedIn | ApiFailure>> {
    if (hours.workingHours.length === 0) return err(validationFailure([{ field: 'hours', code: 'WORKING_HOURS_REQUIRED' }]));
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    const answer = await this.api.saveBusinessHours(context.value.credentials, context.value.ownerId, hours);
    if (answer.ok) this.cache.remove(COMPANY_CACHE_KEY);
    return answer;
  }
}
