// The profile and company calls of 000 section 7.
import type { Address, Credentials, UserId } from '../account/user.entity';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { BusinessHours } from './business-hours';
import type { Company } from './company.entity';

/** The user fields a profile screen edits one by one. */
export type UserField = 'nick' | 'name' | 'surname' | 'email' | 'phone' | 'docid';

/** One company field edit. */
export type CompanyEdit =
  | { readonly field: 'nick' | 'name' | 'bussinessid' | 'phone' | 'primaryemailbusiness' | 'secondaryemailbusiness'; readonly value: string }
  | { readonly field: 'address'; readonly address: Address }
  | { readonly field: 'activity'; readonly activities: readonly string[] };

export type CompanyField = CompanyEdit['field'];

export interface ProfileApi {
  editUserField(credentials: Credentials, field: UserField, value: string): Promise<Result<Ack, ApiFailure>>;
  getCompany(credentials: Credentials, ownerId: UserId): Promise<Result<Company | null, ApiFailure>>;
  editCompanyField(credentials: Credentials, ownerId: UserId, edit: CompanyEdit): Promise<Result<Ack, ApiFailure>>;
  getBusinessHours(credentials: Credentials, ownerId: UserId): Promise<Result<BusinessHours | null, ApiFailure>>;
  saveBusinessHours(credentials: Credentials, ownerId: UserId, hours: BusinessHours): Promise<Result<Ack, ApiFailure>>;
}
