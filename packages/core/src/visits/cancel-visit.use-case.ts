// "Cancelar atendimento" on the road screen: cancels the client's visit, started or not, and
// forgets it on the device. Offline, the cancel waits in the outbox.
import { withBusiness } from '../account/business-context';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { closedOffline, queueAction, unreachable, type VisitActionFailure, type VisitDesk, type VisitOutcome } from './visit-desk';
import type { QueuedVisitAction } from './visit-stores.port';
import type { RoadClient } from './visits.port';

export class CancelVisit {
  constructor(private readonly desk: VisitDesk) {}

  /** Cancel needs a client ("Nenhuma entrada encontrada para cliente"); a never-started visit may be cancelled. */
  async execute(client: Pick<RoadClient, 'clientId' | 'visitIds'>): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!client.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    if (closedOffline(this.desk, client.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const stored = this.desk.inProgress.load()[client.clientId];
    const visitId = stored?.visitId ?? client.visitIds[0];
    if (!visitId) return err({ code: 'VISIT_NO_PENDING_VISIT' });
    return withBusiness(this.desk.sessions, async ({ credentials, ownerId }) => {
      const visit = { clientId: client.clientId, ownerId, visitId };
      const forget = () => {
        const { [client.clientId]: _cancelled, ...rest } = this.desk.inProgress.load();
        this.desk.inProgress.save(rest);
      };
      const action: QueuedVisitAction = { id: this.desk.newId(), kind: 'cancel', visit, queuedAt: this.desk.clock.now().toString() };
      if (!this.desk.connectivity.isOnline()) {
        forget();
        return queueAction(this.desk, action);
      }
      const answer = await this.desk.api.cancel(credentials, visit);
      if (!answer.ok && !unreachable(answer.error)) return answer;
      forget();
      return answer.ok ? ok({ sent: true, message: answer.value.message }) : queueAction(this.desk, action);
    });
  }
}
