// "Finalizar serviço" on the road screen: finishes a started visit with the observation cut to
// 250 characters, then forgets it on the device, so it is never finished twice. Offline, the
// finish waits in the outbox.
import { withBusiness } from '../account/business-context';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { closedOffline, queueAction, unreachable, type VisitActionFailure, type VisitDesk, type VisitOutcome } from './visit-desk';
import { truncateObservation } from './visit.rules';
import type { QueuedVisitAction } from './visit-stores.port';

export class FinishVisit {
  constructor(private readonly desk: VisitDesk) {}

  /** Does nothing (VISIT_NOT_STARTED) when no started visit is stored for the client. */
  async execute(input: { clientId: string; observation: string }): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!input.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    if (closedOffline(this.desk, input.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const stored = this.desk.inProgress.load()[input.clientId];
    const queuedStart = this.desk.outbox.load().find((a) => a.kind === 'start' && a.visit.clientId === input.clientId);
    if (!stored && !queuedStart) return err({ code: 'VISIT_NOT_STARTED' });
    return withBusiness(this.desk.sessions, async ({ credentials, ownerId }) => {
      const visit = { clientId: input.clientId, ownerId, visitId: stored?.visitId ?? queuedStart!.visit.visitId };
      const observation = truncateObservation(input.observation);
      const action: QueuedVisitAction = { id: this.desk.newId(), kind: 'finish', visit, taskId: stored?.taskId ?? null, observation, queuedAt: this.desk.clock.now().toString() };
      // Once a finish is queued the visit no longer counts as started here: it cannot be finished twice.
      const forget = () => {
        const { [input.clientId]: _done, ...rest } = this.desk.inProgress.load();
        this.desk.inProgress.save(rest);
      };
      if (!stored || !this.desk.connectivity.isOnline()) {
        forget();
        return queueAction(this.desk, action);
      }
      const answer = await this.desk.api.finish(credentials, { ...visit, taskId: stored.taskId, observation });
      if (!answer.ok) {
        if (!unreachable(answer.error)) return answer;
        forget();
        return queueAction(this.desk, action);
      }
      forget();
      return ok({ sent: true, message: answer.value.message });
    });
  }
}
