// What the road screen's visit actions share (001 sections 2 and 4): what an action answers, and
// the device's view of the visits from its two records, the visits in progress and the outbox.
// Offline, each action waits in the outbox with its time and is replayed in order when the
// network is back (SyncVisitOutbox); a visit finished or cancelled offline is closed here until
// that is sent.
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { InProgressVisit, QueuedVisitAction, VisitOutbox } from './visit-stores.port';

/** What an action did: sent now, or kept for later because the device is offline. */
export type VisitOutcome =
  | {
      readonly sent: true;
      readonly message: string;
      /** A start the server refused because the visit was already started (on another device, or by another person): who started it, and when (epoch ms). */
      readonly startedBefore?: { readonly collaboratorName: string | null; readonly startedAt: number };
    }
  | { readonly sent: false; readonly queued: true };

export type VisitActionFailure =
  | ValidationFailure<'clientId'>
  | NotSignedIn
  | ApiFailure
  | { readonly code: 'VISIT_NOT_STARTED' }
  | { readonly code: 'VISIT_ALREADY_STARTED' }
  | { readonly code: 'VISIT_NO_PENDING_VISIT' }
  /** The client's visit was finished or cancelled offline; nothing more until that is sent. */
  | { readonly code: 'VISIT_AWAITING_SYNC' };

/** A failure for lack of network: the action is kept for later rather than refused. */
export const unreachable = (failure: ApiFailure): boolean => failure.code === 'API_UNREACHABLE' || failure.code === 'API_TIMEOUT';

/** A refusal that says the session is over rather than that the action is wrong. */
export const sessionEnded = (failure: ApiFailure): boolean => failure.code === 'API_REFUSED' && failure.reason === 'session-ended';

/** Which clients have a visit in progress (started, maybe not yet synced). */
export function startedClients(inProgress: Readonly<Record<string, InProgressVisit>>, queue: readonly QueuedVisitAction[]): Set<string> {
  const started = new Set(Object.keys(inProgress));
  for (const action of queue) {
    if (action.kind === 'start') started.add(action.visit.clientId);
    else started.delete(action.visit.clientId);
  }
  return started;
}

/** A finish or a cancel: once queued, the visit is closed on the device. */
export const closesVisit = (kind: QueuedVisitAction['kind']): boolean => kind === 'finish' || kind === 'cancel';

/** Whether a finish or cancel of the client's visit waits in the outbox (the visit is closed here). */
export function closedOffline(queue: readonly QueuedVisitAction[], clientId: string): boolean {
  return queue.some((a) => a.visit.clientId === clientId && closesVisit(a.kind));
}

/** The clients whose actions wait for the network, with the last kind of action queued. */
export function pendingSync(queue: readonly QueuedVisitAction[]): Map<string, QueuedVisitAction['kind']> {
  return new Map(queue.map((a) => [a.visit.clientId, a.kind]));
}

/** Keeps the action in the outbox, to be sent when the network is back. */
export function queueAction(outbox: Pick<VisitOutbox, 'load' | 'save'>, action: QueuedVisitAction): Result<VisitOutcome, never> {
  outbox.save([...outbox.load(), action]);
  return ok({ sent: false, queued: true });
}

/** The device's record of visits in progress, without this client's. */
export function withoutClient(inProgress: Readonly<Record<string, InProgressVisit>>, clientId: string): Record<string, InProgressVisit> {
  const { [clientId]: _closed, ...rest } = inProgress;
  return rest;
}
