// Every client's task reports, with the client's services and discount
// (/business-clients/dashboard/task-reports).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { ClientReport } from '../clients/client.entity';
import type { ClientsApi } from '../clients/clients.port';

export class LoadReports {
  constructor(
    private readonly api: Pick<ClientsApi, 'reports'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly ClientReport[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.api.reports(credentials, ownerId));
  }
}
