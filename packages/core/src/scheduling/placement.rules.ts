// What makes a slot free for a new visit, shared by automatic and manual adjustment so that what
// one proposes the other accepts. A slot at `startMs` is free when (1) no team task starts less
// than the conflict window away, (2) the visit [start, start + duration) does not overlap any
// task's occupied span (42 min before its start to 42 min after its end), and (3) it does not
// overlap the occupied span of a date already placed in the same batch.
import type { Temporal } from 'temporal-polyfill';
import { conflictWindowMinutes, visitMinutes, type ConflictPolicy } from './conflict.policy';
import { MINUTE_MS, SCHEDULING_LIMITS } from './scheduling.limits';
import {
  hasConflictAt,
  lowerBound,
  occupiedOverlapPositions,
  overlapsAnyOccupied,
  upperBound,
  type AgendaTask,
  type TeamAgenda,
} from './team-agenda.entity';

const BUFFER_MS = SCHEDULING_LIMITS.bufferMinutes * MINUTE_MS;

/** The numbers a placement loop needs, read once from the policy. */
export interface SlotMeasures {
  readonly windowMs: number;
  readonly visitMs: number;
}

export const slotMeasures = (policy: ConflictPolicy): SlotMeasures => ({
  windowMs: conflictWindowMinutes(policy) * MINUTE_MS,
  visitMs: visitMinutes(policy.serviceMinutes) * MINUTE_MS,
});

/** Dates placed so far in one batch (same client, so same visit length), kept sorted by start. */
export interface BatchSlots {
  readonly starts: number[];
  readonly dates: Temporal.ZonedDateTime[];
}

export function batchOf(dates: readonly Temporal.ZonedDateTime[]): BatchSlots {
  const batch: BatchSlots = { starts: [], dates: [] };
  for (const date of dates) addToBatch(batch, date.epochMilliseconds, date);
  return batch;
}

export function addToBatch(batch: BatchSlots, startMs: number, date: Temporal.ZonedDateTime): void {
  const at = upperBound(batch.starts, startMs);
  batch.starts.splice(at, 0, startMs);
  batch.dates.splice(at, 0, date);
}

/**
 * Placed date p occupies [p - 42 min, p + duration + 42 min); a visit [s, s + duration) overlaps it
 * when s - duration - 42 min < p < s + duration + 42 min.
 */
function overlapsBatch(batch: BatchSlots, startMs: number, visitMs: number): boolean {
  const i = upperBound(batch.starts, startMs - visitMs - BUFFER_MS);
  return i < batch.starts.length && batch.starts[i]! < startMs + visitMs + BUFFER_MS;
}

export function batchOverlaps(batch: BatchSlots, startMs: number, visitMs: number): Temporal.ZonedDateTime[] {
  const from = upperBound(batch.starts, startMs - visitMs - BUFFER_MS);
  const to = lowerBound(batch.starts, startMs + visitMs + BUFFER_MS);
  return batch.dates.slice(from, to);
}

/** The free-slot test: O(log n + log k) for n tasks and k placed dates. */
export function isFreeSlot(agenda: TeamAgenda, batch: BatchSlots, startMs: number, m: SlotMeasures): boolean {
  return !hasConflictAt(agenda, startMs, m.windowMs) && !overlapsAnyOccupied(agenda, startMs, m.visitMs) && !overlapsBatch(batch, startMs, m.visitMs);
}

/** The tasks that make a slot not free (by the window or by occupancy), in agenda order. */
export function blockingTasks<T extends AgendaTask>(agenda: TeamAgenda<T>, startMs: number, m: SlotMeasures): T[] {
  const inWindowFrom = upperBound(agenda.starts, startMs - m.windowMs);
  const inWindowTo = lowerBound(agenda.starts, startMs + m.windowMs);
  const occupied = occupiedOverlapPositions(agenda, startMs, m.visitMs);
  const out: T[] = [];
  // Merge the window range [from, to) with the sorted occupied positions, without duplicates.
  let w = inWindowFrom;
  let o = 0;
  while (w < inWindowTo || o < occupied.length) {
    const next = o >= occupied.length || (w < inWindowTo && w <= occupied[o]!) ? w : occupied[o]!;
    out.push(agenda.tasks[next]!);
    if (w < inWindowTo && w === next) w++;
    if (o < occupied.length && occupied[o] === next) o++;
  }
  return out;
}
