// A client's visit on the road screen (001 section 4): pending, then started ("Avisar cliente"
// notifies the client and returns the task id, kept locally), then finished with an observation or
// cancelled. Cancel is allowed for a visit never started; finish needs a started one. A reducer
// that returns the next state or the broken rule's code.
import { err, ok, type Result } from '../shared/result';

/** Report and details text: at most 250 characters, longer text is cut (001 sections 5 and 9). */
export const OBSERVATION_MAX_LENGTH = 250;

export type Visit =
  | { readonly status: 'pending'; readonly clientId: string; readonly todoId: string }
  | { readonly status: 'started'; readonly clientId: string; readonly todoId: string; readonly taskId: string }
  | { readonly status: 'finished'; readonly clientId: string; readonly todoId: string; readonly taskId: string; readonly observation: string }
  | { readonly status: 'cancelled'; readonly clientId: string; readonly todoId: string; readonly taskId: string | null };

export type VisitStatus = Visit['status'];

export type VisitEvent =
  /** The notify/started call answered with the task id. */
  | { readonly type: 'start'; readonly taskId: string }
  | { readonly type: 'finish'; readonly observation: string }
  | { readonly type: 'cancel' };

export type VisitFailure =
  /** Cancel without a client: "Nenhuma entrada encontrada para cliente". */
  | { readonly code: 'VISIT_CLIENT_MISSING' }
  | { readonly code: 'VISIT_TASK_ID_MISSING' }
  | { readonly code: 'VISIT_ALREADY_STARTED' }
  /** Finish with no started visit stored for the client: the screen does nothing. */
  | { readonly code: 'VISIT_NOT_STARTED' }
  | { readonly code: 'VISIT_ALREADY_CLOSED'; readonly status: 'finished' | 'cancelled' };

/** A new pending visit of a client's first pending todo. */
export const pendingVisit = (clientId: string, todoId: string): Visit => ({ status: 'pending', clientId, todoId });

/**
 * Cuts text to 250 UTF-16 units (what a textarea's maxlength counts) after trimming, without
 * splitting a character made of two units (an emoji).
 */
export function truncateObservation(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= OBSERVATION_MAX_LENGTH) return trimmed;
  const cut = trimmed.slice(0, OBSERVATION_MAX_LENGTH);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export function applyVisitEvent(visit: Visit, event: VisitEvent): Result<Visit, VisitFailure> {
  if (visit.status === 'finished' || visit.status === 'cancelled') return err({ code: 'VISIT_ALREADY_CLOSED', status: visit.status });
  const { clientId, todoId } = visit;
  switch (event.type) {
    case 'start':
      if (visit.status === 'started') return err({ code: 'VISIT_ALREADY_STARTED' });
      if (event.taskId.trim() === '') return err({ code: 'VISIT_TASK_ID_MISSING' });
      return ok({ status: 'started', clientId, todoId, taskId: event.taskId });
    case 'finish':
      if (visit.status !== 'started') return err({ code: 'VISIT_NOT_STARTED' });
      return ok({ status: 'finished', clientId, todoId, taskId: visit.taskId, observation: truncateObservation(event.observation) });
    case 'cancel':
      if (clientId.trim() === '') return err({ code: 'VISIT_CLIENT_MISSING' });
      return ok({ status: 'cancelled', clientId, todoId, taskId: visit.status === 'started' ? visit.taskId : null });
  }
}

/** Which of the road screen's three buttons apply: "Avisar cliente" disappears once started. */
export function visitActions(visit: Visit): { readonly notify: boolean; readonly cancel: boolean; readonly finish: boolean } {
  const open = visit.status === 'pending' || visit.status === 'started';
  return { notify: visit.status === 'pending', cancel: open, finish: visit.status === 'started' };
}

/** The visits in progress kept locally: client id to the task id the start returned. */
export type StartedVisits = Readonly<Record<string, { readonly taskId: string }>>;

/** The visit of a client as the road screen rebuilds it from the local record. */
export function visitOf(clientId: string, todoId: string, started: StartedVisits): Visit {
  const entry = started[clientId];
  return entry ? { status: 'started', clientId, todoId, taskId: entry.taskId } : pendingVisit(clientId, todoId);
}

/** The local record after a transition: kept while started, removed once finished or cancelled. */
export function recordVisit(started: StartedVisits, visit: Visit): StartedVisits {
  if (visit.status === 'started') return { ...started, [visit.clientId]: { taskId: visit.taskId } };
  if (visit.status === 'pending' || !(visit.clientId in started)) return started;
  const { [visit.clientId]: _removed, ...rest } = started;
  return rest;
}
