// Replays the road screen's outbox, in order, when the network is back. What each answer means:
// - sent: the action is done and leaves the queue (a start's task id goes to the finish after it);
// - the network failed again: the replay stops and the rest waits, untouched;
// - the server no longer holds the session (401): the replay stops and everything stays on the
//   device, the person's, until they sign in again;
// - refused: the action is dropped and reported; a refused start takes what is queued after it for
//   that client with it (a finish needs its task id), but not a cancel;
// - a finish with no task id (its start was never known) is refused here, without a call;
// - a finish carries the time it was done on the device in its observation.
// A start can reach the server and its answer be lost (a signal that drops mid-request): sent
// again, it is refused as already started. When a finish waits after it, that finish goes by the
// visit instead (the calendar's "Finalizar serviço", which needs no task id) and both count as
// sent.
// One replay at a time: asked during one (the network came back while it ran), the call answers
// when it ends, and it runs once more first, so no action is sent twice and no return is missed.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Credentials } from '../account/user.entity';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { InProgressVisits, QueuedVisitAction, VisitOutbox } from './visit-stores.port';
import { Temporal } from 'temporal-polyfill';
import { withDeviceFinishTime } from './device-finish-time';
import { sessionEnded, unreachable } from './visit-work';
import type { RoadVisitsApi } from './visits.port';

/** Why an action was dropped: the server's refusal (its own words), or a finish whose start was never known. */
export type RefusedVisitAction =
  | { readonly action: QueuedVisitAction; readonly reason: 'refused'; readonly message: string }
  | { readonly action: QueuedVisitAction; readonly reason: 'never-started' };

export interface SyncReport {
  readonly sent: number;
  /** Actions dropped (e.g. a visit already finished elsewhere), each with why. */
  readonly refused: readonly RefusedVisitAction[];
  /** Actions still waiting because the network failed again. */
  readonly waiting: number;
}

/** The server no longer holds the session: nothing more was sent, and everything left is kept. */
export type SessionEnded = { readonly code: 'SESSION_ENDED' };

type StartAction = Extract<QueuedVisitAction, { kind: 'start' }>;
type FinishAction = Extract<QueuedVisitAction, { kind: 'finish' }>;

/** What sending the first action of the queue came to. */
type Step =
  | { readonly kind: 'sent'; readonly done: readonly QueuedVisitAction[] }
  | { readonly kind: 'refused'; readonly refusal: RefusedVisitAction }
  | { readonly kind: 'network-lost' }
  | { readonly kind: 'session-ended' };

type Answer = Result<unknown, ApiFailure>;

export class SyncVisitOutbox {
  private running: Promise<Result<SyncReport, NotSignedIn | SessionEnded>> | null = null;
  private askedAgain = false;

  constructor(
    private readonly api: Pick<RoadVisitsApi, 'notifyStarted' | 'cancel' | 'finish' | 'finishFromCalendar'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly outbox: Pick<VisitOutbox, 'load' | 'save'>,
    private readonly inProgress: InProgressVisits,
  ) {}

  execute(): Promise<Result<SyncReport, NotSignedIn | SessionEnded>> {
    if (this.running) {
      this.askedAgain = true;
      return this.running;
    }
    this.running = this.replayUntilNotAskedAgain().finally(() => (this.running = null));
    return this.running;
  }

  private async replayUntilNotAskedAgain(): Promise<Result<SyncReport, NotSignedIn | SessionEnded>> {
    let report: SyncReport = { sent: 0, refused: [], waiting: 0 };
    do {
      this.askedAgain = false;
      const once = await this.replay();
      if (!once.ok) return once;
      report = { sent: report.sent + once.value.sent, refused: [...report.refused, ...once.value.refused], waiting: once.value.waiting };
    } while (this.askedAgain);
    return ok(report);
  }

  private replay(): Promise<Result<SyncReport, NotSignedIn | SessionEnded>> {
    return withBusiness(this.sessions, async ({ credentials }): Promise<Result<SyncReport, SessionEnded>> => {
      let queue = [...this.outbox.load()];
      let sent = 0;
      const refused: RefusedVisitAction[] = [];
      /** The task ids of the starts sent in this replay, by client. */
      const taskIds = new Map<string, string>();
      while (queue.length > 0) {
        const step = await this.send(credentials, queue, taskIds);
        if (step.kind === 'network-lost') break;
        if (step.kind === 'session-ended') return err({ code: 'SESSION_ENDED' });
        if (step.kind === 'sent') {
          sent += step.done.length;
          queue = queue.filter((action) => !step.done.includes(action));
        } else {
          refused.push(step.refusal);
          queue = withoutRefused(queue);
        }
        this.outbox.save(queue);
      }
      return ok({ sent, refused, waiting: queue.length });
    });
  }

  /** Sends the first action of the queue. */
  private async send(credentials: Credentials, queue: readonly QueuedVisitAction[], taskIds: Map<string, string>): Promise<Step> {
    const action = queue[0]!;
    switch (action.kind) {
      case 'start': {
        const answer = await this.api.notifyStarted(credentials, action.visit);
        if (answer.ok) this.started(action, answer.value.taskId, queue, taskIds);
        const finish = queue.find((a): a is FinishAction => a.kind === 'finish' && a.visit.clientId === action.visit.clientId);
        if (!answer.ok && answer.error.code === 'API_REFUSED' && !sessionEnded(answer.error) && finish) return this.finishAfterLostStart(credentials, action, finish, answer.error.message);
        return stepOf(answer, [action]);
      }
      case 'cancel':
        return stepOf(await this.api.cancel(credentials, action.visit), [action]);
      case 'finish': {
        const taskId = action.taskId ?? taskIds.get(action.visit.clientId) ?? this.inProgress.load()[action.visit.clientId]?.taskId;
        if (!taskId) return { kind: 'refused', refusal: { action, reason: 'never-started' } };
        return stepOf(await this.api.finish(credentials, { ...action.visit, taskId, observation: deviceFinishObservation(action) }), [action]);
      }
    }
  }

  /** A start sent: its task id for the finish queued after it, or kept on the device when none is. */
  private started(action: StartAction, taskId: string, queue: readonly QueuedVisitAction[], taskIds: Map<string, string>): void {
    const { clientId, visitId } = action.visit;
    taskIds.set(clientId, taskId);
    const closedAfter = queue.some((a) => a.kind !== 'start' && a.visit.clientId === clientId);
    if (!closedAfter) this.inProgress.save({ ...this.inProgress.load(), [clientId]: { taskId, visitId } });
  }

  /** A refused start whose finish waits: the start may have reached the server with its answer lost; the finish goes by the visit. */
  private async finishAfterLostStart(credentials: Credentials, start: StartAction, finish: FinishAction, refusal: string): Promise<Step> {
    const { clientId, ownerId, userId, userName, visitId } = start.visit;
    const answer = await this.api.finishFromCalendar(credentials, { clientId, ownerId, userId, userName, visitId, report: deviceFinishObservation(finish) });
    if (answer.ok) return { kind: 'sent', done: [start, finish] };
    // Refused too (finished or cancelled elsewhere): the start's own refusal is what is reported.
    return answer.error.code === 'API_REFUSED' && !sessionEnded(answer.error) ? { kind: 'refused', refusal: { action: start, reason: 'refused', message: refusal } } : stepOf(answer, []);
  }
}

/** The finish's observation with the time it was done on the device, which the server would otherwise take as the replay's. */
function deviceFinishObservation(finish: FinishAction): string {
  let at: Temporal.Instant;
  try {
    at = Temporal.Instant.from(finish.queuedAt);
  } catch {
    return finish.observation;
  }
  return withDeviceFinishTime(finish.observation, at);
}

/** What an answer to the first action means for the replay. */
function stepOf(answer: Answer, done: readonly QueuedVisitAction[]): Step {
  if (answer.ok) return { kind: 'sent', done };
  const failure = answer.error;
  if (unreachable(failure)) return { kind: 'network-lost' };
  if (sessionEnded(failure)) return { kind: 'session-ended' };
  return { kind: 'refused', refusal: { action: done[0]!, reason: 'refused', message: failure.code === 'API_REFUSED' ? failure.message : failure.code } };
}

/** The queue after its first action was refused: a refused start takes what follows it for that client, but a cancel. */
function withoutRefused(queue: readonly QueuedVisitAction[]): QueuedVisitAction[] {
  const [refused, ...rest] = queue;
  if (refused?.kind !== 'start') return rest;
  return rest.filter((a) => a.visit.clientId !== refused.visit.clientId || a.kind === 'cancel');
}
