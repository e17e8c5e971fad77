// One client's task reports, for the details of the task reports screen: started, finished,
// collaborator and observation, as Temporal values.
import { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { ReportsData, TaskReportRecord } from './reports-data.port';
import type { TaskReport } from './reports.port';

const instantOf = (epochMs: number | null) => (epochMs === null ? null : Temporal.Instant.fromEpochMilliseconds(epochMs));

export const taskReportOf = (record: TaskReportRecord): TaskReport => ({
  visitId: record.visitId,
  visitDate: record.visitDate === null ? null : Temporal.PlainDate.from(record.visitDate),
  taskId: record.taskId,
  startedAt: instantOf(record.startedAt),
  finishedAt: instantOf(record.finishedAt),
  collaboratorName: record.collaboratorName,
  observation: record.observation,
  ...(record.finishedOnDevice ? { finishedOnDevice: true } : {}),
});

export class LoadClientReports {
  constructor(
    private readonly data: Pick<ReportsData, 'clientReports'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(clientId: string): Promise<Result<readonly TaskReport[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const records = await this.data.clientReports(credentials, ownerId, clientId);
      return records.ok ? ok(records.value.map(taskReportOf)) : records;
    });
  }
}
