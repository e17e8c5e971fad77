// The work done on a visit (001 section 4): started (notify/started: a task report with the start
// time and a task id), finished (the report completed with the finish time, the collaborator and
// the observation), or cancelled (a started report keeps its start). The one implementation of
// each step, used by the road screen's calls and the calendar's "Finalizar serviço". These run
// inside `store.transact` and change only the visit they are given and its reports.
import { randomUUID } from 'node:crypto';
import { truncateObservation } from '@fieldteam/core';
import type { TaskReportRecord, VisitRecord } from '../store/schema';
import type { Store } from '../store/store';

/** A path segment the web app fills from a value that may be missing ("null", "undefined"). */
export const presentSegment = (value: string): string | null => {
  const v = value.trim();
  return v === '' || v === 'null' || v === 'undefined' ? null : v;
};

/**
 * The words of a name as two spellings of it are compared: Unicode NFC, lower case, and runs of
 * spaces, hyphens and underscores as one separator ("Ana-Clara  Lima" and "ana clara_lima" alike).
 */
export const nameWords = (name: string): string =>
  name.normalize('NFC').toLowerCase().normalize('NFC').split(/[\p{Zs}_-]+/u).filter((word) => word !== '').join(' ');

/**
 * Whether the `{userName}` / `{name-surname}` segment names the signed-in person: their first name
 * alone, or their first name and surname, however the web app and other callers spell it ("Lia",
 * "Lia Santos", "Lia-Santos", "LIA_santos"). The report and the client's e-mail never take the
 * segment itself: they take the account's name.
 */
export const namesThePerson = (segment: string, person: { readonly name: string; readonly surname: string }): boolean => {
  const sent = nameWords(segment);
  return sent !== '' && (sent === nameWords(person.name) || sent === nameWords(`${person.name} ${person.surname}`));
};

export const isClosed = (visit: VisitRecord): boolean => visit.status === 'finished' || visit.status === 'cancelled';

/** Still to be done today: pending, or started and not yet finished (the road screen keeps it). */
export const isOpenVisit = (visit: VisitRecord): boolean => !isClosed(visit);

/** The visit's report that is started and not finished yet. */
export const openReportOf = (store: Store, visit: VisitRecord): TaskReportRecord | undefined =>
  store.reports.where('visit', visit.id).find((r) => r.finishedAt === null);

/** Starts a pending visit: a new report with the start time, the collaborator and a new task id. */
export function startVisit(store: Store, visit: VisitRecord, work: { now: Date; collaboratorName: string | null }): TaskReportRecord {
  const report: TaskReportRecord = {
    id: randomUUID(),
    ownerId: visit.ownerId,
    clientId: visit.clientId,
    visitId: visit.id,
    taskId: randomUUID(),
    startedAt: work.now.toISOString(),
    finishedAt: null,
    collaboratorName: work.collaboratorName,
    observation: '',
  };
  store.visits.update(visit.id, { status: 'started' });
  return store.reports.insert(report);
}

/**
 * Finishes a visit now with the observation (cut to 250 characters). Its open report is completed
 * (keeping its start and task id); a visit never started gets a report that starts and finishes now.
 */
export function finishVisit(store: Store, visit: VisitRecord, work: { now: Date; observation: string; collaboratorName: string | null; taskId?: string | null }): TaskReportRecord {
  const now = work.now.toISOString();
  const observation = truncateObservation(work.observation);
  store.visits.update(visit.id, { status: 'finished' });
  const report = openReportOf(store, visit);
  if (report) {
    return store.reports.update(report.id, { startedAt: report.startedAt ?? now, finishedAt: now, collaboratorName: work.collaboratorName, observation, taskId: report.taskId ?? work.taskId ?? null });
  }
  const created: TaskReportRecord = {
    id: randomUUID(),
    ownerId: visit.ownerId,
    clientId: visit.clientId,
    visitId: visit.id,
    taskId: work.taskId ?? null,
    startedAt: now,
    finishedAt: now,
    collaboratorName: work.collaboratorName,
    observation,
  };
  return store.reports.insert(created);
}

/** Cancels a pending or started visit; a started visit's report keeps its start. */
export function cancelVisit(store: Store, visit: VisitRecord): void {
  store.visits.update(visit.id, { status: 'cancelled' });
}
