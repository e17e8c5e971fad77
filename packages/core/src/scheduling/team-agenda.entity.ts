// A team's existing tasks, indexed once when they load and reused for every check: sorted by start
// so that "which tasks conflict with this date" is two binary searches instead of a full scan, and
// with a running maximum of occupied ends so that "does a visit here overlap any task's occupied
// span" is one binary search too. All instants are epoch milliseconds (numbers) for the hot loops.
import type { Temporal } from 'temporal-polyfill';
import { conflictWindowMinutes, visitMinutes, type ConflictPolicy } from './conflict.policy';
import { MINUTE_MS, SCHEDULING_LIMITS } from './scheduling.limits';

/** An existing task of the team. Callers may carry more fields (client name...) through `T`. */
export interface AgendaTask {
  readonly id: string;
  /** The task's start, epoch milliseconds. */
  readonly startMs: number;
  /** The client's service duration in minutes; 0 or less counts as the default hour. */
  readonly durationMinutes: number;
}

export interface TeamAgenda<T extends AgendaTask = AgendaTask> {
  /** The tasks by start; tasks with the same start keep their input order. */
  readonly tasks: readonly T[];
  /** tasks[i].startMs. */
  readonly starts: ArrayLike<number>;
  /** End of tasks[i]'s occupied span: start + duration + the 42-minute buffer (exclusive). */
  readonly occupiedEnds: ArrayLike<number>;
  /** The largest occupiedEnds[0..i]. */
  readonly maxOccupiedEnds: ArrayLike<number>;
}

const BUFFER_MS = SCHEDULING_LIMITS.bufferMinutes * MINUTE_MS;

/** Where a task's occupied span ends (exclusive): 42 min after its end. */
export const occupiedEndOf = (task: AgendaTask): number => task.startMs + visitMinutes(task.durationMinutes) * MINUTE_MS + BUFFER_MS;

/** Where a task's occupied span starts: 42 min before its start. */
export const occupiedStartOf = (task: AgendaTask): number => task.startMs - BUFFER_MS;

/**
 * The occupancy rule: a new visit [startMs, startMs + durationMs) may not overlap a task's
 * occupied span [start - 42 min, start + duration + 42 min). Touching is allowed.
 */
export const overlapsOccupiedSpan = (task: AgendaTask, startMs: number, durationMs: number): boolean =>
  occupiedStartOf(task) < startMs + durationMs && startMs < occupiedEndOf(task);

/** Sorts the tasks once: O(n log n), or O(n) when they already come in order. */
export function buildTeamAgenda<T extends AgendaTask>(tasks: readonly T[]): TeamAgenda<T> {
  const sorted = sortByStart(tasks);
  const n = sorted.length;
  const starts = new Float64Array(n);
  const occupiedEnds = new Float64Array(n);
  const maxOccupiedEnds = new Float64Array(n);
  let max = -Infinity;
  for (let i = 0; i < n; i++) {
    const task = sorted[i]!;
    starts[i] = task.startMs;
    const end = occupiedEndOf(task);
    occupiedEnds[i] = end;
    if (end > max) max = end;
    maxOccupiedEnds[i] = max;
  }
  return { tasks: sorted, starts, occupiedEnds, maxOccupiedEnds };
}

function sortByStart<T extends AgendaTask>(tasks: readonly T[]): readonly T[] {
  const n = tasks.length;
  let inOrder = true;
  let min = Infinity;
  let max = -Infinity;
  let integral = true;
  for (let i = 0; i < n; i++) {
    const s = tasks[i]!.startMs;
    if (i > 0 && s < tasks[i - 1]!.startMs) inOrder = false;
    if (s < min) min = s;
    if (s > max) max = s;
    if (!Number.isInteger(s)) integral = false;
  }
  if (inOrder) return tasks.slice();
  // Fast path: pack (start - min, input position) into one exact integer key and let the engine's
  // numeric typed-array sort do the work; ties stay in input order because the position breaks them.
  let slots = 1;
  while (slots < n) slots *= 2;
  if (integral && (max - min + 1) * slots <= Number.MAX_SAFE_INTEGER) {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = (tasks[i]!.startMs - min) * slots + i;
    keys.sort();
    const out = new Array<T>(n);
    for (let i = 0; i < n; i++) out[i] = tasks[keys[i]! % slots]!;
    return out;
  }
  return tasks.slice().sort((a, b) => a.startMs - b.startMs); // stable: ties keep input order
}

/** First index whose value is >= x (values ascending). */
export function lowerBound(values: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index whose value is > x (values ascending). */
export function upperBound(values: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The tasks starting strictly less than `windowMs` from `dateMs`, by start. O(log n + answer). */
export function conflictsAt<T extends AgendaTask>(agenda: TeamAgenda<T>, dateMs: number, windowMs: number): readonly T[] {
  const lo = upperBound(agenda.starts, dateMs - windowMs);
  const hi = lowerBound(agenda.starts, dateMs + windowMs);
  return lo < hi ? agenda.tasks.slice(lo, hi) : [];
}

/** Whether any task starts strictly less than `windowMs` from `dateMs`. O(log n). */
export function hasConflictAt(agenda: TeamAgenda, dateMs: number, windowMs: number): boolean {
  const lo = upperBound(agenda.starts, dateMs - windowMs);
  return lo < agenda.starts.length && agenda.starts[lo]! < dateMs + windowMs;
}

/** Whether a visit [startMs, startMs + durationMs) overlaps any task's occupied span. O(log n). */
export function overlapsAnyOccupied(agenda: TeamAgenda, startMs: number, durationMs: number): boolean {
  // Only tasks whose span starts before the visit ends can overlap: start - 42 < visit end.
  const hi = lowerBound(agenda.starts, startMs + durationMs + BUFFER_MS);
  return hi > 0 && agenda.maxOccupiedEnds[hi - 1]! > startMs;
}

/** Positions (in agenda order) of the tasks whose occupied span a visit overlaps, ascending. */
export function occupiedOverlapPositions(agenda: TeamAgenda, startMs: number, durationMs: number): number[] {
  const found: number[] = [];
  for (let i = lowerBound(agenda.starts, startMs + durationMs + BUFFER_MS) - 1; i >= 0 && agenda.maxOccupiedEnds[i]! > startMs; i--) {
    if (agenda.occupiedEnds[i]! > startMs) found.push(i);
  }
  return found.reverse();
}

export interface DateConflicts<T extends AgendaTask = AgendaTask> {
  readonly date: Temporal.ZonedDateTime;
  /** The team's tasks this date conflicts with under the policy, by start; empty when none. */
  readonly conflicts: readonly T[];
}

/** The "continue" check of the add-client form: each date with the tasks it conflicts with. */
export function checkDates<T extends AgendaTask>(
  agenda: TeamAgenda<T>,
  dates: readonly Temporal.ZonedDateTime[],
  policy: ConflictPolicy,
): readonly DateConflicts<T>[] {
  const windowMs = conflictWindowMinutes(policy) * MINUTE_MS;
  return dates.map((date) => ({ date, conflicts: conflictsAt(agenda, date.epochMilliseconds, windowMs) }));
}

export const hasAnyConflict = (checks: readonly DateConflicts[]): boolean => checks.some((c) => c.conflicts.length > 0);
