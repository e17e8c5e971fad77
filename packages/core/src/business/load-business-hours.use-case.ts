// The business's working days and hours (/business-work-days).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { BusinessHours } from './business-hours';
import type { ProfileApi } from './profile.port';

export class LoadBusinessHours {
  constructor(
    private readonly api: Pick<ProfileApi, 'getBusinessHours'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<BusinessHours | null, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.api.getBusinessHours(credentials, ownerId));
  }
}
