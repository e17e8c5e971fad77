// Which visits are in progress today, whichever device started them. The server opens a task
// report when a visit starts (its start time, the collaborator and the task id) and completes it
// when the visit is finished: the reports' answer therefore holds every visit in progress, with
// the task id a finish needs (reports/open-reports.rules.ts reads them). This device adds what it knows that the server may not yet: the
// starts it made (kept with their task ids), a start waiting for the network, and a finish or a
// cancel waiting for it, which closes the visit here whatever the server still says.
import type { InProgressVisit, QueuedVisitAction } from './visit-stores.port';
import { closesVisit } from './visit-work';

/** A visit the server holds as started: its report has a start and no finish yet. */
export interface OpenReport {
  readonly clientId: string;
  /** The visit (todo). */
  readonly visitId: string;
  /** The task id the start answered, which the documented finish call takes. */
  readonly taskId: string;
  /** When it started, in epoch milliseconds (plain data: it crosses from a worker). */
  readonly startedAt: number;
  readonly collaboratorName: string | null;
}

/** A visit in progress as the road and the calendar show it. */
export interface StartedVisit {
  readonly clientId: string;
  readonly visitId: string;
  /** Null while its start waits on this device for the network. */
  readonly taskId: string | null;
  /** Known from the server's report; null for a start this device made that the reports do not show yet. */
  readonly startedAt: number | null;
  readonly collaboratorName: string | null;
  /** The server has the start (a start waiting on this device does not). */
  readonly sent: boolean;
  /** Started from this device (sent, or waiting to be). */
  readonly here: boolean;
}

/**
 * Today's visits in progress per client, the road's way (one visit worked on per client): this
 * device's record first, then the server's open reports. A client whose finish or cancel waits on
 * this device is not in progress here, whatever the server still says. When the device and the
 * server both know a client's visit in progress, the server's report completes the device's record
 * (its start, its collaborator, the task id a lost answer never gave). Of a client's several open
 * reports, the earliest start is the visit in progress. `open` is null when the server's are not
 * known (offline): the device's alone.
 */
export function mergeStartedVisits(
  open: readonly OpenReport[] | null,
  inProgress: Readonly<Record<string, InProgressVisit>>,
  queue: readonly QueuedVisitAction[],
): ReadonlyMap<string, StartedVisit> {
  const started = new Map<string, StartedVisit>();
  for (const [clientId, visit] of Object.entries(inProgress)) {
    started.set(clientId, { clientId, visitId: visit.visitId, taskId: visit.taskId, startedAt: null, collaboratorName: null, sent: true, here: true });
  }
  const closedHere = new Set<string>();
  for (const action of queue) {
    const { clientId, visitId } = action.visit;
    if (closesVisit(action.kind)) {
      started.delete(clientId);
      closedHere.add(clientId);
    } else if (action.kind === 'start' && !started.has(clientId)) {
      started.set(clientId, { clientId, visitId, taskId: null, startedAt: null, collaboratorName: null, sent: false, here: true });
    }
  }
  const openOf = new Map<string, OpenReport[]>();
  for (const report of open ?? []) {
    const list = openOf.get(report.clientId);
    if (list) list.push(report);
    else openOf.set(report.clientId, [report]);
  }
  for (const [clientId, reports] of openOf) {
    if (closedHere.has(clientId)) continue;
    const mine = started.get(clientId);
    if (mine) {
      const same = reports.find((report) => report.visitId === mine.visitId);
      if (same) started.set(clientId, { ...mine, taskId: mine.taskId ?? same.taskId, startedAt: same.startedAt, collaboratorName: same.collaboratorName, sent: true });
      continue;
    }
    const first = reports.reduce((a, b) => (b.startedAt < a.startedAt || (b.startedAt === a.startedAt && b.visitId < a.visitId) ? b : a));
    started.set(clientId, { ...first, sent: true, here: false });
  }
  return started;
}
