// "Avisar cliente" on the road screen: starts the client's first pending visit and notifies the
// client; the task id is kept on the device. Offline, the start waits in the outbox.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Clock } from '../shared/clock.port';
import { validationFailure } from '../shared/failures';
import type { IdGenerator } from '../shared/ids.port';
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
    private readonly clock: Pick<Clock, 'now'>,
    private readonly ids: IdGenerator,
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
      if (!answer.ok) return unreachable(answer.error) ? queueAction(this.outbox, action) : answer;
      this.inProgress.save({ ...this.inProgress.load(), [client.clientId]: { taskId: answer.value.taskId, visitId, startedAt: action.queuedAt } });
      return ok({ sent: true, message: answer.value.message });
    });
  }
}
