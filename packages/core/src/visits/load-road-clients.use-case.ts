// The road screen's clients: those with visits pending for the signed-in person.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { RoadClient, RoadVisitsApi } from './visits.port';

export class LoadRoadClients {
  constructor(
    private readonly api: Pick<RoadVisitsApi, 'roadClients'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly RoadClient[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, session }) => this.api.roadClients(credentials, session.user.id));
  }
}
