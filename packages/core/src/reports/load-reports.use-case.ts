// Every client's task reports, with the client's services and discount
// (/business-clients/dashboard/task-reports).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { ClientReport, ReportsApi } from './reports.port';

export class LoadReports {
  constructor(
    private readonly api: Pick<ReportsApi, 'reports'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly ClientReport[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.api.reports(credentials, ownerId));
  }
}
