// The road screen's visits (001 sections 2 and 4): the clients with pending visits, "Avisar
// cliente" (start: notify/started, the task id kept on the device), "Cancelar atendimento"
// (allowed for a visit never started), "Finalizar serviço" (only for a started visit; the
// observation cut to 250 characters). Offline, each action waits in the device's outbox with its
// time and is replayed in order when the network is back; a visit is never finished twice.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { truncateObservation } from './visit.rules';
import type { Connectivity, InProgressVisits, QueuedVisitAction, VisitOutbox } from './visit-stores.port';
import type { RoadClient, RoadVisitsApi } from './visits.port';

/** What an action did: sent now, or kept for later because the device is offline. */
export type VisitOutcome = { readonly sent: true; readonly message: string } | { readonly sent: false; readonly queued: true };

export type VisitActionFailure =
  | ValidationFailure<'clientId'>
  | NotSignedIn
  | ApiFailure
  | { readonly code: 'VISIT_NOT_STARTED' }
  | { readonly code: 'VISIT_ALREADY_STARTED' }
  | { readonly code: 'VISIT_NO_PENDING_VISIT' }
  /** The client's visit was finished or cancelled offline; nothing more until that is sent. */
  | { readonly code: 'VISIT_AWAITING_SYNC' };

export interface VisitDesk {
  readonly api: RoadVisitsApi;
  readonly sessions: Pick<SessionStore, 'load'>;
  readonly inProgress: InProgressVisits;
  readonly outbox: VisitOutbox;
  readonly connectivity: Pick<Connectivity, 'isOnline'>;
  readonly clock: Pick<Clock, 'now'>;
  /** Ids for queued actions. */
  readonly newId: () => string;
}

const unreachable = (failure: ApiFailure) => failure.code === 'API_UNREACHABLE' || failure.code === 'API_TIMEOUT';

export class LoadRoadClients {
  constructor(
    private readonly api: Pick<RoadVisitsApi, 'roadClients'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly RoadClient[], NotSignedIn | ApiFailure>> {
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    return this.api.roadClients(context.value.credentials, context.value.session.user.id);
  }
}

/** Which clients have a visit in progress (started, maybe not yet synced). */
export function startedClients(desk: Pick<VisitDesk, 'inProgress' | 'outbox'>): Set<string> {
  const started = new Set(Object.keys(desk.inProgress.load()));
  for (const action of desk.outbox.load()) {
    if (action.kind === 'start') started.add(action.visit.clientId);
    else started.delete(action.visit.clientId);
  }
  return started;
}

/** A finish or a cancel: once queued, the visit is closed on the device. */
export const closesVisit = (kind: QueuedVisitAction['kind']): boolean => kind === 'finish' || kind === 'cancel';

/** Whether a finish or cancel of the client's visit waits in the outbox (the visit is closed here). */
export function closedOffline(desk: Pick<VisitDesk, 'outbox'>, clientId: string): boolean {
  return desk.outbox.load().some((a) => a.visit.clientId === clientId && closesVisit(a.kind));
}

/** The clients whose actions wait for the network. */
export function pendingSync(desk: Pick<VisitDesk, 'outbox'>): Map<string, QueuedVisitAction['kind']> {
  return new Map(desk.outbox.load().map((a) => [a.visit.clientId, a.kind]));
}

function queue(desk: VisitDesk, action: QueuedVisitAction): Result<VisitOutcome, never> {
  desk.outbox.save([...desk.outbox.load(), action]);
  return ok({ sent: false, queued: true });
}

export class StartVisit {
  constructor(private readonly desk: VisitDesk) {}

  async execute(client: Pick<RoadClient, 'clientId' | 'visitIds'>): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!client.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    if (closedOffline(this.desk, client.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const visitId = client.visitIds[0];
    if (!visitId) return err({ code: 'VISIT_NO_PENDING_VISIT' });
    if (startedClients(this.desk).has(client.clientId)) return err({ code: 'VISIT_ALREADY_STARTED' });
    const context = businessContext(this.desk.sessions);
    if (!context.ok) return context;
    const { user } = context.value.session;
    const visit = { clientId: client.clientId, ownerId: context.value.ownerId, visitId, userId: user.id, userName: `${user.name}-${user.surname}` };
    const action: QueuedVisitAction = { id: this.desk.newId(), kind: 'start', visit, queuedAt: this.desk.clock.now().toString() };
    if (!this.desk.connectivity.isOnline()) return queue(this.desk, action);
    const answer = await this.desk.api.notifyStarted(context.value.credentials, visit);
    if (!answer.ok) return unreachable(answer.error) ? queue(this.desk, action) : answer;
    this.desk.inProgress.save({ ...this.desk.inProgress.load(), [client.clientId]: { taskId: answer.value.taskId, visitId } });
    return ok({ sent: true, message: answer.value.message });
  }
}

export class FinishVisit {
  constructor(private readonly desk: VisitDesk) {}

  /** Does nothing (VISIT_NOT_STARTED) when no started visit is stored for the client. */
  async execute(input: { clientId: string; observation: string }): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!input.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    if (closedOffline(this.desk, input.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const stored = this.desk.inProgress.load()[input.clientId];
    const queuedStart = this.desk.outbox.load().find((a) => a.kind === 'start' && a.visit.clientId === input.clientId);
    if (!stored && !queuedStart) return err({ code: 'VISIT_NOT_STARTED' });
    const context = businessContext(this.desk.sessions);
    if (!context.ok) return context;
    const visit = { clientId: input.clientId, ownerId: context.value.ownerId, visitId: stored?.visitId ?? queuedStart!.visit.visitId };
    const observation = truncateObservation(input.observation);
    const action: QueuedVisitAction = { id: this.desk.newId(), kind: 'finish', visit, taskId: stored?.taskId ?? null, observation, queuedAt: this.desk.clock.now().toString() };
    // Once a finish is queued the visit no longer counts as started here: it cannot be finished twice.
    const forget = () => {
      const { [input.clientId]: _done, ...rest } = this.desk.inProgress.load();
      this.desk.inProgress.save(rest);
    };
    if (!stored || !this.desk.connectivity.isOnline()) {
      forget();
      return queue(this.desk, action);
    }
    const answer = await this.desk.api.finish(context.value.credentials, { ...visit, taskId: stored.taskId, observation });
    if (!answer.ok) {
      if (!unreachable(answer.error)) return answer;
      forget();
      return queue(this.desk, action);
    }
    forget();
    return ok({ sent: true, message: answer.value.message });
  }
}

export class CancelVisit {
  constructor(private readonly desk: VisitDesk) {}

  /** Cancel needs a client ("Nenhuma entrada encontrada para cliente"); a never-started visit may be cancelled. */
  async execute(client: Pick<RoadClient, 'clientId' | 'visitIds'>): Promise<Result<VisitOutcome, VisitActionFailure>> {
    if (!client.clientId) return err(validationFailure([{ field: 'clientId', code: 'CLIENT_MISSING' }]));
    if (closedOffline(this.desk, client.clientId)) return err({ code: 'VISIT_AWAITING_SYNC' });
    const stored = this.desk.inProgress.load()[client.clientId];
    const visitId = stored?.visitId ?? client.visitIds[0];
    if (!visitId) return err({ code: 'VISIT_NO_PENDING_VISIT' });
    const context = businessContext(this.desk.sessions);
    if (!context.ok) return context;
    const visit = { clientId: client.clientId, ownerId: context.value.ownerId, visitId };
    const forget = () => {
      const { [client.clientId]: _cancelled, ...rest } = this.desk.inProgress.load();
      this.desk.inProgress.save(rest);
    };
    const action: QueuedVisitAction = { id: this.desk.newId(), kind: 'cancel', visit, queuedAt: this.desk.clock.now().toString() };
    if (!this.desk.connectivity.isOnline()) {
      forget();
      return queue(this.desk, action);
    }
    const answer = await this.desk.api.cancel(context.value.credentials, visit);
    if (!answer.ok && !unreachable(answer.error)) return answer;
    forget();
    return answer.ok ? ok({ sent: true, message: answer.value.message }) : queue(this.desk, action);
  }
}

export interface SyncReport {
  readonly sent: number;
  /** Actions the server refused (e.g. a visit already finished elsewhere): dropped, with the refusal. */
  readonly refused: readonly { readonly action: QueuedVisitAction; readonly message: string }[];
  /** Actions still waiting because the network failed again. */
  readonly waiting: number;
}

/** Replays the outbox in order; stops at the first network failure and keeps the rest. */
export class SyncVisitOutbox {
  constructor(private readonly desk: VisitDesk) {}

  async execute(): Promise<Result<SyncReport, NotSignedIn>> {
    const context = businessContext(this.desk.sessions);
    if (!context.ok) return context;
    let queue = [...this.desk.outbox.load()];
    let sent = 0;
    const refused: { action: QueuedVisitAction; message: string }[] = [];
    const taskIds = new Map<string, string>();
    while (queue.length > 0) {
      const action = queue[0]!;
      let answer: Result<Ack & { taskId?: string }, ApiFailure>;
      if (action.kind === 'start') answer = await this.desk.api.notifyStarted(context.value.credentials, action.visit);
      else if (action.kind === 'cancel') answer = await this.desk.api.cancel(context.value.credentials, action.visit);
      else {
        const taskId = action.taskId ?? taskIds.get(action.visit.clientId) ?? this.desk.inProgress.load()[action.visit.clientId]?.taskId;
        answer = taskId
          ? await this.desk.api.finish(context.value.credentials, { ...action.visit, taskId, observation: action.observation })
          : { ok: false, error: { code: 'API_REFUSED', status: 400, message: 'The visit was never started.' } };
      }
      if (!answer.ok && unreachable(answer.error)) break;
      if (answer.ok) {
        sent += 1;
        if (action.kind === 'start' && answer.value.taskId) {
          taskIds.set(action.visit.clientId, answer.value.taskId);
          const finishQueued = queue.some((a) => a.kind !== 'start' && a.visit.clientId === action.visit.clientId);
          if (!finishQueued) this.desk.inProgress.save({ ...this.desk.inProgress.load(), [action.visit.clientId]: { taskId: answer.value.taskId, visitId: action.visit.visitId } });
        }
      } else {
        refused.push({ action, message: answer.error.code === 'API_REFUSED' ? answer.error.message : answer.error.code });
        if (action.kind === 'start') queue = queue.filter((a, i) => i === 0 || a.visit.clientId !== action.visit.clientId);
      }
      queue = queue.slice(1);
      this.desk.outbox.save(queue);
    }
    return ok({ sent, refused, waiting: queue.length });
  }
}
