// The business (000 section 3: Company) and the activity categories it picks from.
import type { Address } from '../account/user.entity';
import type { BusinessHours } from './business-hours';
import type { Plan } from './plan';

export interface Category {
  readonly id: string;
  readonly title: string;
}

export interface Company {
  /** CNPJ-style business id: digits only (spec decision 17). */
  readonly businessId: string;
  readonly nick: string;
  readonly commercialName: string;
  readonly primaryEmail: string;
  readonly secondaryEmail: string;
  readonly phone: string;
  readonly address: Address | null;
  /** Titles of the chosen activity categories. */
  readonly activities: readonly string[];
  readonly hours: BusinessHours | null;
  readonly plan: Plan;
}

/** The freelancer's profile as set up on /role-freelancer. */
export interface FreelancerSetup {
  readonly address: Address;
  readonly phone: string;
  readonly activities: readonly string[];
  readonly acceptedTerms: boolean;
}

/** The business as set up on /role-business. */
export interface BusinessSetup {
  readonly businessId: string;
  readonly nick: string;
  readonly commercialName: string;
  readonly primaryEmail: string;
  readonly secondaryEmail: string;
  readonly phone: string;
  readonly address: Address;
  readonly activities: readonly string[];
  readonly hours: BusinessHours;
  readonly acceptedTerms: boolean;
}
