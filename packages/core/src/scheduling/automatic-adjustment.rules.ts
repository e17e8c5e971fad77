// Automatic adjustment (001 section 5): each date that is not free moves forward in 15-minute
// steps inside the business day (08:00 to 18:00 local, the visit ending by 18:00), rolling to the
// next open day at 08:00, until it finds a free slot or has tried 1000 candidates. Dates are
// handled in the given order and each placed date occupies its slot for the later ones.
import type { Temporal } from 'temporal-polyfill';
import { businessCalendar, type BusinessCalendar } from './business-calendar.rules';
import type { PlacementRules } from './conflict.policy';
import { addToBatch, batchOverlaps, blockingTasks, isFreeSlot, slotMeasures, type BatchSlots, type SlotMeasures } from './placement.rules';
import { MINUTE_MS, SCHEDULING_LIMITS } from './scheduling.limits';
import type { AgendaTask, TeamAgenda } from './team-agenda.entity';

export type AdjustedDate<T extends AgendaTask = AgendaTask> =
  | { readonly outcome: 'kept'; readonly date: Temporal.ZonedDateTime }
  | {
      readonly outcome: 'moved';
      readonly from: Temporal.ZonedDateTime;
      readonly to: Temporal.ZonedDateTime;
      /** The team tasks that made `from` not free, by start. */
      readonly avoided: readonly T[];
      /** Dates placed earlier in this batch that made `from` not free. */
      readonly avoidedDates: readonly Temporal.ZonedDateTime[];
      /** Candidates tried, 1 to 1000 (the last one is `to`). */
      readonly tries: number;
    }
  | {
      readonly outcome: 'unplaced';
      readonly date: Temporal.ZonedDateTime;
      readonly avoided: readonly T[];
      readonly avoidedDates: readonly Temporal.ZonedDateTime[];
      /** 1000, or fewer when no open day exists at all. */
      readonly tries: number;
    };

const STEP_MS = SCHEDULING_LIMITS.stepMinutes * MINUTE_MS;

/**
 * The candidate walk: from a candidate, the next one is 15 minutes later; when the day is closed or
 * the visit would end after 18:00 it becomes 08:00 of the next open day; before 08:00 it becomes
 * 08:00. NaN when no weekday is open.
 */
export function businessDayWalk(calendar: BusinessCalendar, visitMs: number) {
  let cachedDay = NaN;
  let openMs = 0;
  let closeMs = 0;
  const bounds = (day: number) => {
    if (day !== cachedDay) {
      cachedDay = day;
      openMs = calendar.at(day, SCHEDULING_LIMITS.dayStartMinute);
      closeMs = calendar.at(day, SCHEDULING_LIMITS.dayEndMinute);
    }
  };
  const openingAfter = (day: number): number => {
    const next = calendar.nextOpenDay(day);
    return next === null ? NaN : calendar.at(next, SCHEDULING_LIMITS.dayStartMinute);
  };
  return {
    next(candidateMs: number): number {
      const n = candidateMs + STEP_MS;
      const day = calendar.dayOf(n);
      if (!calendar.isOpen(day)) return openingAfter(day);
      bounds(day);
      if (n + visitMs > closeMs) return openingAfter(day);
      if (n < openMs) return openMs;
      return n;
    },
    /** Open day, starts at or after 08:00 and ends by 18:00. */
    fitsDay(startMs: number): boolean {
      const day = calendar.dayOf(startMs);
      if (!calendar.isOpen(day)) return false;
      bounds(day);
      return startMs >= openMs && startMs + visitMs <= closeMs;
    },
  };
}

/** Adjusts a batch of dates (usually a recurrence) against the team's indexed agenda. */
export function adjustAutomatically<T extends AgendaTask>(
  agenda: TeamAgenda<T>,
  dates: readonly Temporal.ZonedDateTime[],
  rules: PlacementRules,
): readonly AdjustedDate<T>[] {
  const calendar = businessCalendar(rules.timeZone, rules.closedDays);
  const m = slotMeasures(rules);
  const walk = businessDayWalk(calendar, m.visitMs);
  const batch: BatchSlots = { starts: [], dates: [] };
  return dates.map((date) => {
    const startMs = date.epochMilliseconds;
    if (isFreeSlot(agenda, batch, startMs, m)) {
      addToBatch(batch, startMs, date);
      return { outcome: 'kept', date };
    }
    const avoided = blockingTasks(agenda, startMs, m);
    const avoidedDates = batchOverlaps(batch, startMs, m.visitMs);
    const found = searchForward(agenda, batch, startMs, m, walk);
    if (found.slotMs === null) return { outcome: 'unplaced', date, avoided, avoidedDates, tries: found.tries };
    const to = calendar.zoned(found.slotMs);
    addToBatch(batch, found.slotMs, to);
    return { outcome: 'moved', from: date, to, avoided, avoidedDates, tries: found.tries };
  });
}

function searchForward(
  agenda: TeamAgenda,
  batch: BatchSlots,
  fromMs: number,
  m: SlotMeasures,
  walk: ReturnType<typeof businessDayWalk>,
): { slotMs: number | null; tries: number } {
  let candidate = fromMs;
  for (let tries = 1; tries <= SCHEDULING_LIMITS.maxTries; tries++) {
    candidate = walk.next(candidate);
    if (Number.isNaN(candidate)) return { slotMs: null, tries: tries - 1 };
    if (walk.fitsDay(candidate) && isFreeSlot(agenda, batch, candidate, m)) return { slotMs: candidate, tries };
  }
  return { slotMs: null, tries: SCHEDULING_LIMITS.maxTries };
}

/** The dates to submit after adjustment: kept and moved ones, in order; unplaced ones are left out. */
export const placedDates = (adjusted: readonly AdjustedDate[]): Temporal.ZonedDateTime[] =>
  adjusted.flatMap((a) => (a.outcome === 'kept' ? [a.date] : a.outcome === 'moved' ? [a.to] : []));
