// Saves the business's working days and hours (/business-work-days), at least one working period;
// owner-only on the server. The cached company is cleared on success.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { BusinessHours } from './business-hours';
import { COMPANY_CACHE_KEY } from './company-cache';
import type { ProfileApi } from './profile.port';

export class SaveBusinessHours {
  constructor(
    private readonly api: Pick<ProfileApi, 'saveBusinessHours'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(hours: BusinessHours): Promise<Result<Ack, ValidationFailure<'hours'> | NotSignedIn | ApiFailure>> {
    if (hours.workingHours.length === 0) return err(validationFailure([{ field: 'hours', code: 'WORKING_HOURS_REQUIRED' }]));
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const answer = await this.api.saveBusinessHours(credentials, ownerId, hours);
      if (answer.ok) this.cache.remove(COMPANY_CACHE_KEY);
      return answer;
    });
  }
}
