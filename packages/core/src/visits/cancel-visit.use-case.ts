// "Cancelar atendimento" on the road screen: cancels the client's visit, started or not, and
// forgets it on the device. Offline, the cancel waits in the outbox.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Clock } from '../shared/clock.port';
import { validationFailure } from '../shared/failures';
import type { IdGenerator } from '../shared/ids.port';
import { err, ok, type Result } from '../shared/result';
import type { Connectivity, InProgressVisits, QueuedVisitAction, VisitOutbox } from './visit-stores.port';
import { closedOffline, queueAction, unreachable, withoutClient, type VisitActionFailure, type VisitOutcome } from './visit-work';
import type { RoadClient, RoadVisitsApi } from './visits.port';

export class CancelVisit {
  constructor(
    private readonly api: Pick<RoadVisitsApi, 'cancel'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly outbox: Pick<VisitOutbox, 'load' | 'save'>,
    private readonly inProgress: InProgressVisits,
    private readonly connectivity: Pick<Connectivity, 'isOnline'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly ids: IdGenerator,
  ) {}

  /** Cancel needs a client ("Nenhuma entrada encontrada para cliente"); a never-started visit may be cancelled. */
  async execute(client: Pick<RoadClient, 'clientId' | 'visitIds'>): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!client.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    if (closedOffline(this.outbox.load(), client.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const visitId = this.inProgress.load()[client.clientId]?.visitId ?? client.visitIds[0];
    if (!visitId) return err({ code: 'VISIT_NO_PENDING_VISIT' });
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const visit = { clientId: client.clientId, ownerId, visitId };
      const action: QueuedVisitAction = { id: this.ids.newId(), kind: 'cancel', visit, queuedAt: this.clock.now().toString() };
      const forget = () => this.inProgress.save(withoutClient(this.inProgress.load(), client.clientId));
      if (!this.connectivity.isOnline()) {
        forget();
        return queueAction(this.outbox, action);
      }
      const answer = await this.api.cancel(credentials, visit);
      if (!answer.ok && !unreachable(answer.error)) return answer;
      forget();
      return answer.ok ? ok({ sent: true, message: answer.value.message }) : queueAction(this.outbox, action);
    });
  }
}
