// The plain version of the conflict check: scan every task for every date. Kept as the reference
// the indexed agenda is tested and benchmarked against (same answers, same order); not exported
// from the package.
import type { Temporal } from 'temporal-polyfill';
import { conflictWindowMinutes, isWithinWindow, type ConflictPolicy } from './conflict.policy';
import { MINUTE_MS } from './scheduling.limits';
import type { AgendaTask, DateConflicts } from './team-agenda.entity';

/** Every task within the window of the date, by start (ties in input order). O(n) per date. */
function conflictsAtByScan<T extends AgendaTask>(tasks: readonly T[], dateMs: number, windowMs: number): readonly T[] {
  const found: T[] = [];
  for (const task of tasks) if (isWithinWindow(dateMs, task.startMs, windowMs)) found.push(task);
  return found.sort((a, b) => a.startMs - b.startMs);
}

export function checkDatesByScan<T extends AgendaTask>(
  tasks: readonly T[],
  dates: readonly Temporal.ZonedDateTime[],
  policy: ConflictPolicy,
): readonly DateConflicts<T>[] {
  const windowMs = conflictWindowMinutes(policy) * MINUTE_MS;
  return dates.map((date) => ({ date, conflicts: conflictsAtByScan(tasks, date.epochMilliseconds, windowMs) }));
}
