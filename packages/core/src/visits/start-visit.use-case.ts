// "Avisar cliente" on the road screen: starts the client's first pending visit and notifies the
// client; the task id is kept on the device. Offline, the start waits in the outbox. A start the
// server refuses because the visit is already started (from another phone of the same person, or
// by a colleague) is no failure: the visit is in progress, and its open report gives this device
// the task id that finishes it.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Clock } from '../shared/clock.port';
import { validationFailure } from '../shared/failures';
import type { IdGenerator } from '../shared/ids.port';
import type { ReportsData } from '../reports/reports-data.port';
import { businessToday } from '../shared/business-today';
import type { Credentials, UserId } from '../account/user.entity';
import type { ApiFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { Connectivity, InProgressVisits, QueuedVisitAction, VisitOutbox } from './visit-stores.port';
import { closedOffline, queueAction, startedClients, unreachable, type VisitActionFailure, type VisitOutcome } from './visit-work';
import type { RoadClient, RoadVisitsApi } from './visits.port';

export class StartVisit {
  constructor(
    private readonly api: Pick<RoadVisitsApi, 'notifyStarted'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly outbox: Pick<VisitOutbox, 'load' | 'save'>,
    private readonly inProgress: InProgressVisits,
    private readonly connectivity: Pick<Connectivity, 'isOnline'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly ids: IdGenerator,
    /** Today's open reports, read when the server refuses a start: null, and a refusal stays one. */
    private readonly reports: Pick<ReportsData, 'openReports'> | null = null,
  ) {}

  async execute(client: Pick<RoadClient, 'clientId' | 'visitIds'>): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!client.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    const queue = this.outbox.load();
    if (closedOffline(queue, client.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const visitId = client.visitIds[0];
    if (!visitId) return err({ code: 'VISIT_NO_PENDING_VISIT' });
    if (startedClients(this.inProgress.load(), queue).has(client.clientId)) return err({ code: 'VISIT_ALREADY_STARTED' });
    return withBusiness(this.sessions, async ({ credentials, ownerId, session: { user } }) => {
      const visit = { clientId: client.clientId, ownerId, visitId, userId: user.id, userName: `${user.name}-${user.surname}` };
      const action: QueuedVisitAction = { id: this.ids.newId(), kind: 'start', visit, queuedAt: this.clock.now().toString() };
      if (!this.connectivity.isOnline()) return queueAction(this.outbox, action);
      const answer = await this.api.notifyStarted(credentials, visit);
      if (!answer.ok) return unreachable(answer.error) ? queueAction(this.outbox, action) : this.startedBefore(credentials, ownerId, client.clientId, visitId, answer.error);
      this.inProgress.save({ ...this.inProgress.load(), [client.clientId]: { taskId: answer.value.taskId, visitId, startedAt: action.queuedAt } });
      return ok({ sent: true, message: answer.value.message });
    });
  }

  /**
   * A refused start of a visit the server holds as started: its open report of today makes it
   * this device's visit in progress, with the task id a finish needs. Anything else stays refused.
   */
  private async startedBefore(credentials: Credentials, ownerId: UserId, clientId: string, visitId: string, refusal: ApiFailure): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!this.reports || refusal.code !== 'API_REFUSED' || refusal.reason !== 'refused') return err(refusal);
    const open = await this.reports.openReports(credentials, ownerId, businessToday(this.clock).toString());
    const report = open.ok ? open.value.find((r) => r.visitId === visitId && r.clientId === clientId) : undefined;
    if (!report) return err(refusal);
    this.inProgress.save({ ...this.inProgress.load(), [clientId]: { taskId: report.taskId, visitId } });
    return ok({ sent: true, message: '', startedBefore: { collaboratorName: report.collaboratorName, startedAt: report.startedAt } });
  }
}
