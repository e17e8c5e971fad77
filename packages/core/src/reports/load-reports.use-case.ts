// The clients of the task reports, with their services and discount and how many reports each has
// (/business-clients/dashboard/task-reports); a client's reports are loaded when opened.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { ReportsData, ReportClientRecord } from './reports-data.port';

export class LoadReports {
  constructor(
    private readonly data: Pick<ReportsData, 'reportClients'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly ReportClientRecord[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.data.reportClients(credentials, ownerId));
  }
}
