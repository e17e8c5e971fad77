// Manual adjustment (the spec leaves it open): for a conflicting date, explain what it conflicts
// with, propose the nearest free slots before it (same day) and after it (same day, then the next
// open days), and re-check the replacement the person picks or types. "Free" is the same test as
// automatic adjustment's (placement.rules.ts), so every suggestion passes the re-check.
import type { Temporal } from 'temporal-polyfill';
import { err, ok, type Result } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import { businessDayWalk } from './automatic-adjustment.rules';
import { businessCalendar } from './business-calendar.rules';
import { isWithinWindow, type ConflictPolicy, type PlacementRules } from './conflict.policy';
import { batchOf, batchOverlaps, blockingTasks, isFreeSlot, slotMeasures } from './placement.rules';
import { MINUTE_MS, SCHEDULING_LIMITS } from './scheduling.limits';
import { overlapsOccupiedSpan, type AgendaTask, type TeamAgenda } from './team-agenda.entity';

/** WINDOW: starts less than the conflict window apart; OCCUPIED: the visit overlaps the other's occupied span. */
export type ConflictReason = 'WINDOW' | 'OCCUPIED';

/** Where the other task or date lies relative to the date being checked. */
export type ConflictRelation = 'earlier' | 'later' | 'same-time';

export type ConflictExplanation<T extends AgendaTask = AgendaTask> =
  | {
      readonly kind: 'task';
      readonly task: T;
      /** Start to start, in minutes. */
      readonly minutesApart: number;
      readonly relation: ConflictRelation;
      readonly reasons: readonly ConflictReason[];
    }
  | {
      /** Another date of the same batch (the client's other new dates). */
      readonly kind: 'other-date';
      readonly date: Temporal.ZonedDateTime;
      readonly minutesApart: number;
      readonly relation: ConflictRelation;
      readonly reasons: readonly ['OCCUPIED'];
    };

/** What the manual flow knows besides the rules: the time now and the batch's other dates. */
export interface ManualContext {
  readonly now: Temporal.Instant;
  /** The client's other dates as they stand (without the one being replaced). */
  readonly otherDates?: readonly Temporal.ZonedDateTime[];
}

const relationOf = (otherMs: number, dateMs: number): ConflictRelation =>
  otherMs < dateMs ? 'earlier' : otherMs > dateMs ? 'later' : 'same-time';

/** Why a date is not free: each blocking task or other date, by start, with the distance and the rules it breaks. */
export function explainConflicts<T extends AgendaTask>(
  agenda: TeamAgenda<T>,
  date: Temporal.ZonedDateTime,
  policy: ConflictPolicy,
  otherDates: readonly Temporal.ZonedDateTime[] = [],
): readonly ConflictExplanation<T>[] {
  const m = slotMeasures(policy);
  const s = date.epochMilliseconds;
  const tasks = blockingTasks(agenda, s, m).map((task): ConflictExplanation<T> => {
    const reasons: ConflictReason[] = [];
    if (isWithinWindow(s, task.startMs, m.windowMs)) reasons.push('WINDOW');
    if (overlapsOccupiedSpan(task, s, m.visitMs)) reasons.push('OCCUPIED');
    return { kind: 'task', task, minutesApart: Math.abs(task.startMs - s) / MINUTE_MS, relation: relationOf(task.startMs, s), reasons };
  });
  const others = batchOverlaps(batchOf(otherDates), s, m.visitMs).map(
    (other): ConflictExplanation<T> => ({
      kind: 'other-date',
      date: other,
      minutesApart: Math.abs(other.epochMilliseconds - s) / MINUTE_MS,
      relation: relationOf(other.epochMilliseconds, s),
      reasons: ['OCCUPIED'],
    }),
  );
  return [...tasks, ...others];
}

export interface SlotSuggestions {
  /** Free slots earlier the same day (not in the past), nearest first. */
  readonly before: readonly Temporal.ZonedDateTime[];
  /** Free slots later the same day, then on the next open days, nearest first. */
  readonly after: readonly Temporal.ZonedDateTime[];
}

/**
 * Up to `before` and `after` (3 each by default) free slots on the local quarter-hour grid inside
 * the business day. One slot per free stretch, the one nearest the date, so three suggestions are
 * three different openings rather than 11:45, 12:00 and 12:15. The search after the date stops
 * after 1000 candidates, like automatic adjustment.
 */
export function suggestSlots(
  agenda: TeamAgenda,
  date: Temporal.ZonedDateTime,
  rules: PlacementRules,
  context: ManualContext & { readonly before?: number; readonly after?: number },
): SlotSuggestions {
  const calendar = businessCalendar(rules.timeZone, rules.closedDays);
  const m = slotMeasures(rules);
  const walk = businessDayWalk(calendar, m.visitMs);
  const batch = batchOf(context.otherDates ?? []);
  const nowMs = context.now.epochMilliseconds;
  const wanted = { before: context.before ?? SCHEDULING_LIMITS.suggestionsEachSide, after: context.after ?? SCHEDULING_LIMITS.suggestionsEachSide };
  const s = date.epochMilliseconds;
  const step = SCHEDULING_LIMITS.stepMinutes;
  const usable = (c: number) => c >= nowMs && walk.fitsDay(c) && isFreeSlot(agenda, batch, c, m);

  const day = calendar.dayOf(s);
  const minute = calendar.minuteOf(s);
  const floorQuarter = minute - (minute % step);

  const before: number[] = [];
  let inStretch = false;
  for (let q = floorQuarter; q >= SCHEDULING_LIMITS.dayStartMinute && before.length < wanted.before; q -= step) {
    const c = calendar.at(day, q);
    if (c >= s) continue;
    if (c < nowMs) break;
    const free = usable(c);
    if (free && !inStretch) before.push(c);
    inStretch = free;
  }

  const after: number[] = [];
  inStretch = false;
  let candidateDay = day;
  let q = floorQuarter + step;
  for (let tries = 0; tries < SCHEDULING_LIMITS.maxTries && after.length < wanted.after; ) {
    if (!calendar.isOpen(candidateDay) || q > SCHEDULING_LIMITS.dayEndMinute) {
      const next = calendar.nextOpenDay(candidateDay);
      if (next === null) break;
      candidateDay = next;
      q = SCHEDULING_LIMITS.dayStartMinute;
      inStretch = false;
      continue;
    }
    const c = calendar.at(candidateDay, Math.max(q, SCHEDULING_LIMITS.dayStartMinute));
    q = Math.max(q, SCHEDULING_LIMITS.dayStartMinute) + step;
    tries++;
    if (c <= s) continue;
    const free = usable(c);
    if (free && !inStretch) after.push(c);
    inStretch = free;
  }

  return { before: before.map(calendar.zoned), after: after.map(calendar.zoned) };
}

export type ReplacementRefusal<T extends AgendaTask = AgendaTask> =
  | { readonly code: 'SCHEDULING_DATE_PASSED' }
  | { readonly code: 'SCHEDULING_DAY_CLOSED'; readonly weekday: IsoWeekday }
  | { readonly code: 'SCHEDULING_CONFLICT'; readonly conflicts: readonly ConflictExplanation<T>[] };

/**
 * Re-checks a replacement date (a suggestion, or a time the person typed: `date.withPlainTime(time)`).
 * Refused when earlier than now, on a closed weekday, or not free. A time outside 08:00-18:00 is
 * accepted: the business-day window bounds the automatic search, not what a person may choose.
 */
export function checkReplacement<T extends AgendaTask>(
  agenda: TeamAgenda<T>,
  candidate: Temporal.ZonedDateTime,
  rules: PlacementRules,
  context: ManualContext,
): Result<Temporal.ZonedDateTime, ReplacementRefusal<T>> {
  const local = candidate.withTimeZone(rules.timeZone);
  if (local.epochMilliseconds < context.now.epochMilliseconds) return err({ code: 'SCHEDULING_DATE_PASSED' });
  const weekday = local.dayOfWeek as IsoWeekday;
  if (rules.closedDays.includes(weekday)) return err({ code: 'SCHEDULING_DAY_CLOSED', weekday });
  const m = slotMeasures(rules);
  if (isFreeSlot(agenda, batchOf(context.otherDates ?? []), local.epochMilliseconds, m)) return ok(local);
  return err({ code: 'SCHEDULING_CONFLICT', conflicts: explainConflicts(agenda, local, rules, context.otherDates) });
}
