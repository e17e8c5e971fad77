// "Avisar cliente" on the road screen: starts the client's first pending visit and notifies the
// client; the task id is kept on the device. Offline, the start waits in the outbox.
import { withBusiness } from '../account/business-context';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { closedOffline, queueAction, startedClients, unreachable, type VisitActionFailure, type VisitDesk, type VisitOutcome } from './visit-desk';
import type { QueuedVisitAction } from './visit-stores.port';
import type { RoadClient } from './visits.port';

export class StartVisit {
  constructor(private readonly desk: VisitDesk) {}

  async execute(client: Pick<RoadClient, 'clientId' | 'visitIds'>): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!client.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    if (closedOffline(this.desk, client.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const visitId = client.visitIds[0];
    if (!visitId) return err({ code: 'VISIT_NO_PENDING_VISIT' });
    if (startedClients(this.desk).has(client.clientId)) return err({ code: 'VISIT_ALREADY_STARTED' });
    return withBusiness(this.desk.sessions, async ({ credentials, ownerId, session: { user } }) => {
      const visit = { clientId: client.clientId, ownerId, visitId, userId: user.id, userName: `${user.name}-${user.surname}` };
      const action: QueuedVisitAction = { id: this.desk.newId(), kind: 'start', visit, queuedAt: this.desk.clock.now().toString() };
      if (!this.desk.connectivity.isOnline()) return queueAction(this.desk, action);
      const answer = await this.desk.api.notifyStarted(credentials, visit);
      if (!answer.ok) return unreachable(answer.error) ? queueAction(this.desk, action) : answer;
      this.desk.inProgress.save({ ...this.desk.inProgress.load(), [client.clientId]: { taskId: answer.value.taskId, visitId } });
      return ok({ sent: true, message: answer.value.message });
    });
  }
}
