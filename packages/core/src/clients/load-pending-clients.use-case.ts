// The clients with visits still pending today for the signed-in person (what brings up the road card).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { PendingClient } from './client.entity';
import type { ClientsApi } from './clients.port';

export class LoadPendingClients {
  constructor(
    private readonly api: Pick<ClientsApi, 'pendingToday'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly PendingClient[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, session }) => this.api.pendingToday(credentials, session.user.id));
  }
}
