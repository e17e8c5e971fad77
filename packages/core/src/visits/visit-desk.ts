// What the road screen's visit actions share (001 sections 2 and 4): the ports they work with
// (the VisitDesk), what an action answers, and the device's view of visits. Offline, each action
// waits in the device's outbox with its time and is replayed in order when the network is back;
// a visit finished or cancelled offline is closed here until that is sent.
import type { SessionStore } from '../account/session-store.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { Connectivity, InProgressVisits, QueuedVisitAction, VisitOutbox } from './visit-stores.port';
import type { RoadVisitsApi } from './visits.port';

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

/** A failure for lack of network: the action is kept for later rather than refused. */
export const unreachable = (failure: ApiFailure) => failure.code === 'API_UNREACHABLE' || failure.code === 'API_TIMEOUT';

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

/** Keeps the action in the outbox, to be sent when the network is back. */
export function queueAction(desk: VisitDesk, action: QueuedVisitAction): Result<VisitOutcome, never> {
  desk.outbox.save([...desk.outbox.load(), action]);
  return ok({ sent: false, queued: true });
}
