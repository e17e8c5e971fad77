// The role set-up calls of 000 section 7: categories per language, set-freelancer and set-employer.
import type { Credentials, Role } from '../account/user.entity';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { BusinessSetup, Category, FreelancerSetup } from './company.entity';

export interface RoleChanged {
  readonly message: string;
  readonly role: Role;
}

export interface RoleSetupApi {
  /** Activity categories in the interface language (spec decision 22). */
  listCategories(credentials: Credentials, language: string): Promise<Result<readonly Category[], ApiFailure>>;
  setFreelancer(credentials: Credentials, setup: FreelancerSetup): Promise<Result<RoleChanged, ApiFailure>>;
  setEmployer(credentials: Credentials, setup: BusinessSetup): Promise<Result<RoleChanged, ApiFailure>>;
}
