// "Finalizar serviço" on the road screen: finishes a started visit with the observation cut to
// 250 characters, then forgets it on the device, so it is never finished twice. Offline, the
// finish waits in the outbox. A visit started on another device is finished from this one with
// the task id of its open report (LoadStartedVisits), by the same documented call.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Clock } from '../shared/clock.port';
import { validationFailure } from '../shared/failures';
import type { IdGenerator } from '../shared/ids.port';
import { err, ok, type Result } from '../shared/result';
import { truncateObservation } from './visit.rules';
import type { Connectivity, InProgressVisits, QueuedVisitAction, VisitOutbox } from './visit-stores.port';
import { closedOffline, queueAction, unreachable, withoutClient, type VisitActionFailure, type VisitOutcome } from './visit-work';
import type { StartedVisit } from './started-visits.rules';
import type { RoadVisitsApi } from './visits.port';

export class FinishVisit {
  constructor(
    private readonly api: Pick<RoadVisitsApi, 'finish'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly outbox: Pick<VisitOutbox, 'load' | 'save'>,
    private readonly inProgress: InProgressVisits,
    private readonly connectivity: Pick<Connectivity, 'isOnline'>,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * Does nothing (VISIT_NOT_STARTED) when the visit is not started: neither on this device nor in
   * `started`, the visit in progress the server's open report gave (with its task id).
   */
  async execute(input: { clientId: string; observation: string; started?: Pick<StartedVisit, 'visitId' | 'taskId'> | null }): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!input.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    const queue = this.outbox.load();
    if (closedOffline(queue, input.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const stored = this.inProgress.load()[input.clientId];
    const queuedStart = queue.find((a) => a.kind === 'start' && a.visit.clientId === input.clientId);
    const elsewhere = !stored && !queuedStart && input.started?.taskId ? { visitId: input.started.visitId, taskId: input.started.taskId } : null;
    if (!stored && !queuedStart && !elsewhere) return err({ code: 'VISIT_NOT_STARTED' });
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const visit = { clientId: input.clientId, ownerId, visitId: stored?.visitId ?? elsewhere?.visitId ?? queuedStart!.visit.visitId };
      // The server's task id: this device's start's, or the open report's; unknown while the start waits here.
      const taskId = stored?.taskId ?? elsewhere?.taskId ?? null;
      const observation = truncateObservation(input.observation);
      const action: QueuedVisitAction = { id: this.ids.newId(), kind: 'finish', visit, taskId, observation, queuedAt: this.clock.now().toString() };
      // Once a finish is queued the visit no longer counts as started here: it cannot be finished twice.
      const forget = () => this.inProgress.save(withoutClient(this.inProgress.load(), input.clientId));
      if (taskId === null || !this.connectivity.isOnline()) {
        forget();
        return queueAction(this.outbox, action);
      }
      const answer = await this.api.finish(credentials, { ...visit, taskId, observation });
      if (!answer.ok && !unreachable(answer.error)) return answer;
      forget();
      return answer.ok ? ok({ sent: true, message: answer.value.message }) : queueAction(this.outbox, action);
    });
  }
}
