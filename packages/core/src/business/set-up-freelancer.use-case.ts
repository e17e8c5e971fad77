// An activated person with role default registers as a freelancer (/role-freelancer); the
// session's role becomes freelancer and their address and phone are kept in it.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { collectIssues } from '../validation/collect-issues';
import { checkPhone, checkTerms } from '../validation/field.rules';
import { checkActivities } from '../validation/text.rules';
import { checkPickedAddress } from './address.rules';
import type { FreelancerSetup } from './company.entity';
import type { RoleChanged, RoleSetupApi } from './role-setup.port';
import { withRole } from './set-up-business.use-case';

export type FreelancerSetupField = 'address' | 'phone' | 'activities' | 'acceptedTerms';

export function validateFreelancerSetup(setup: FreelancerSetup) {
  return collectIssues<FreelancerSetupField>([
    ['address', checkPickedAddress(setup.address)],
    ['phone', checkPhone(setup.phone)],
    ['activities', checkActivities(setup.activities)],
    ['acceptedTerms', checkTerms(setup.acceptedTerms)],
  ]);
}

export class SetUpFreelancer {
  constructor(
    private readonly api: Pick<RoleSetupApi, 'setFreelancer'>,
    private readonly sessions: Pick<SessionStore, 'load' | 'save'>,
  ) {}

  async execute(setup: FreelancerSetup): Promise<Result<RoleChanged, ValidationFailure<FreelancerSetupField> | NotSignedIn | ApiFailure>> {
    const issues = validateFreelancerSetup(setup);
    if (issues.length > 0) return err(validationFailure(issues));
    return withBusiness(this.sessions, async ({ credentials, session }) => {
      const answer = await this.api.setFreelancer(credentials, { ...setup, phone: setup.phone.trim() });
      if (!answer.ok) return answer;
      const updated = withRole(session, answer.value);
      this.sessions.save({ ...updated, user: { ...updated.user, phone: setup.phone.trim(), address: setup.address } });
      return ok(answer.value);
    });
  }
}
