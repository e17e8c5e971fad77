// Replays the road screen's outbox when the network is back: in order, stopping at the first
// network failure and keeping the rest; actions the server refuses are dropped and reported.
// A start can reach the server and its answer be lost (a signal that drops mid-request): sent
// again, the server refuses it as already started, and the finish queued after it has no task id.
// That finish then goes by the visit instead (the calendar's "Finalizar serviço", which needs no
// task id), so the work done offline is not lost (ADR 0037).
// A session the server no longer holds (401) stops the replay and keeps everything: the actions
// stay on the device, the person's, until they sign in again (ADR 0038). Runs one at a time:
// a second call waits for the one under way, so no action is ever sent twice.
import { withBusiness } from '../account/business-context';
import type { Credentials } from '../account/user.entity';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { unreachable, type VisitDesk } from './visit-desk';
import type { QueuedVisitAction } from './visit-stores.port';

export interface SyncReport {
  readonly sent: number;
  /** Actions the server refused (e.g. a visit already finished elsewhere): dropped, with the refusal. */
  readonly refused: readonly { readonly action: QueuedVisitAction; readonly message: string }[];
  /** Actions still waiting because the network failed again. */
  readonly waiting: number;
}

/** The server no longer holds the session: nothing more was sent, and everything left is kept. */
export type SessionEnded = { readonly code: 'SESSION_ENDED' };

/** A refusal that says the session is over rather than that the action is wrong. */
const sessionEnded = (failure: ApiFailure): boolean => failure.code === 'API_REFUSED' && failure.status === 401;

/** Replays the outbox in order; stops at the first network failure and keeps the rest. */
export class SyncVisitOutbox {
  /** The replay under way, which the next one waits for. */
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly desk: VisitDesk) {}

  execute(): Promise<Result<SyncReport, NotSignedIn | SessionEnded>> {
    const run = this.last.then(() => this.replay());
    this.last = run.catch(() => undefined);
    return run;
  }

  private async replay(): Promise<Result<SyncReport, NotSignedIn | SessionEnded>> {
    return withBusiness(this.desk.sessions, async ({ credentials }): Promise<Result<SyncReport, SessionEnded>> => {
      let queue = [...this.desk.outbox.load()];
      let sent = 0;
      const refused: { action: QueuedVisitAction; message: string }[] = [];
      const taskIds = new Map<string, string>();
      while (queue.length > 0) {
        const action = queue[0]!;
        let answer: Result<Ack & { taskId?: string }, ApiFailure>;
        if (action.kind === 'start') answer = await this.desk.api.notifyStarted(credentials, action.visit);
        else if (action.kind === 'cancel') answer = await this.desk.api.cancel(credentials, action.visit);
        else {
          const taskId = action.taskId ?? taskIds.get(action.visit.clientId) ?? this.desk.inProgress.load()[action.visit.clientId]?.taskId;
          answer = taskId
            ? await this.desk.api.finish(credentials, { ...action.visit, taskId, observation: action.observation })
            : { ok: false, error: { code: 'API_REFUSED', status: 400, message: 'The visit was never started.' } };
        }
        if (!answer.ok && unreachable(answer.error)) break;
        if (!answer.ok && sessionEnded(answer.error)) return err({ code: 'SESSION_ENDED' });
        if (answer.ok) {
          sent += 1;
          if (action.kind === 'start' && answer.value.taskId) {
            taskIds.set(action.visit.clientId, answer.value.taskId);
            const finishQueued = queue.some((a) => a.kind !== 'start' && a.visit.clientId === action.visit.clientId);
            if (!finishQueued) this.desk.inProgress.save({ ...this.desk.inProgress.load(), [action.visit.clientId]: { taskId: answer.value.taskId, visitId: action.visit.visitId } });
          }
        } else {
          const finish = action.kind === 'start' ? queue.find((a): a is FinishAction => a.kind === 'finish' && a.visit.clientId === action.visit.clientId) : undefined;
          if (action.kind === 'start' && finish) {
            const byVisit = await this.finishByVisit(credentials, action, finish);
            // The network failed again: both wait, to be tried the same way next time.
            if (!byVisit.ok && unreachable(byVisit.error)) break;
            if (!byVisit.ok && sessionEnded(byVisit.error)) return err({ code: 'SESSION_ENDED' });
            if (byVisit.ok) {
              // Started (by the request whose answer was lost) and now finished: both sent.
              sent += 2;
              queue = queue.filter((a) => a !== finish);
              queue = queue.slice(1);
              this.desk.outbox.save(queue);
              continue;
            }
          }
          refused.push({ action, message: answer.error.code === 'API_REFUSED' ? answer.error.message : answer.error.code });
          // What followed a refused start goes with it, but a cancel, which needs no task id.
          if (action.kind === 'start') queue = queue.filter((a, i) => i === 0 || a.visit.clientId !== action.visit.clientId || a.kind === 'cancel');
        }
        queue = queue.slice(1);
        this.desk.outbox.save(queue);
      }
      return ok({ sent, refused, waiting: queue.length });
    });
  }

  /** Finishes the visit a refused start named, by the visit rather than by the task id its lost answer carried. */
  private finishByVisit(credentials: Credentials, start: StartAction, finish: FinishAction): Promise<Result<Ack, ApiFailure>> {
    const { clientId, ownerId, userId, userName, visitId } = start.visit;
    return this.desk.api.finishFromCalendar(credentials, { clientId, ownerId, userId, userName, visitId, report: finish.observation });
  }
}

type StartAction = Extract<QueuedVisitAction, { kind: 'start' }>;
type FinishAction = Extract<QueuedVisitAction, { kind: 'finish' }>;
