// The company's service catalogue (/business-services).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { ServiceItem } from './service-item';
import type { ServicesApi } from './services.port';

export class LoadServices {
  constructor(
    private readonly api: Pick<ServicesApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly ServiceItem[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.api.list(credentials, ownerId));
  }
}
