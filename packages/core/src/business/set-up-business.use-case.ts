// An activated person with role default sets up their business (/role-business); the session's
// role becomes employer.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Session } from '../account/user.entity';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkBusinessId, checkEmail, checkPhone, checkTerms, checkText, checkUsername, digitsOf } from '../validation/field.rules';
import { checkActivities } from '../validation/text.rules';
import { checkPickedAddress } from './address.rules';
import type { BusinessSetup } from './company.entity';
import type { RoleChanged, RoleSetupApi } from './role-setup.port';

export type BusinessSetupField =
  | 'businessId'
  | 'address'
  | 'nick'
  | 'commercialName'
  | 'primaryEmail'
  | 'secondaryEmail'
  | 'phone'
  | 'activities'
  | 'hours'
  | 'acceptedTerms';

export function validateBusinessSetup(setup: BusinessSetup) {
  return collectIssues<BusinessSetupField>([
    ['businessId', checkBusinessId(setup.businessId)],
    ['address', checkPickedAddress(setup.address)],
    ['nick', checkUsername(setup.nick, 'BUSINESS_NICK_INVALID')],
    ['commercialName', checkText(setup.commercialName, 'BUSINESS_NAME_INVALID')],
    ['primaryEmail', checkEmail(setup.primaryEmail)],
    ['secondaryEmail', checkEmail(setup.secondaryEmail)],
    ['phone', checkPhone(setup.phone)],
    ['activities', checkActivities(setup.activities)],
    ['hours', setup.hours.workingHours.length > 0 ? null : 'WORKING_HOURS_REQUIRED'],
    ['acceptedTerms', checkTerms(setup.acceptedTerms)],
  ]);
}

/** Saves the new role into the stored session. */
export function withRole(session: Session, changed: RoleChanged): Session {
  return { ...session, user: { ...session.user, role: changed.role } };
}

export class SetUpBusiness {
  constructor(
    private readonly api: Pick<RoleSetupApi, 'setEmployer'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'save'>,
  ) {}

  async execute(setup: BusinessSetup): Promise<Result<RoleChanged, ValidationFailure<BusinessSetupField> | NotSignedIn | ApiFailure>> {
    const issues = validateBusinessSetup(setup);
    if (issues.length > 0) return err(validationFailure(issues));
    return withBusiness(this.sessions, async ({ credentials, session }) => {
      const answer = await this.api.setEmployer(credentials, {
        ...setup,
        businessId: digitsOf(setup.businessId.trim()),
        nick: setup.nick.trim(),
        commercialName: setup.commercialName.trim(),
        primaryEmail: setup.primaryEmail.trim(),
        secondaryEmail: setup.secondaryEmail.trim(),
        phone: setup.phone.trim(),
      });
      if (!answer.ok) return answer;
      this.sessions.save(withRole(session, answer.value));
      return ok(answer.value);
    });
  }
}
