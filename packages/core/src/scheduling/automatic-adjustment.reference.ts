// The plain version of automatic adjustment: the same walk, but every candidate scans every task
// and every placed date. Kept as the reference the indexed engine is tested and benchmarked
// against (identical outcomes); not exported from the package.
import type { Temporal } from 'temporal-polyfill';
import type { AdjustedDate } from './automatic-adjustment.rules';
import { businessCalendar } from './business-calendar.rules';
import { conflictWindowMinutes, isWithinWindow, visitMinutes, type PlacementRules } from './conflict.policy';
import { MINUTE_MS, SCHEDULING_LIMITS } from './scheduling.limits';
import { overlapsOccupiedSpan, type AgendaTask } from './team-agenda.entity';

interface Placed {
  readonly startMs: number;
  readonly date: Temporal.ZonedDateTime;
}

export function adjustAutomaticallyByScan<T extends AgendaTask>(
  tasks: readonly T[],
  dates: readonly Temporal.ZonedDateTime[],
  rules: PlacementRules,
): readonly AdjustedDate<T>[] {
  const calendar = businessCalendar(rules.timeZone, rules.closedDays);
  const windowMs = conflictWindowMinutes(rules) * MINUTE_MS;
  const visitMs = visitMinutes(rules.serviceMinutes) * MINUTE_MS;
  const bufferMs = SCHEDULING_LIMITS.bufferMinutes * MINUTE_MS;
  const stepMs = SCHEDULING_LIMITS.stepMinutes * MINUTE_MS;
  const placed: Placed[] = [];

  const blockers = (s: number): T[] => {
    const found: T[] = [];
    for (const task of tasks) if (isWithinWindow(s, task.startMs, windowMs) || overlapsOccupiedSpan(task, s, visitMs)) found.push(task);
    return found.sort((a, b) => a.startMs - b.startMs);
  };
  const placedOverlaps = (s: number): Placed[] =>
    placed.filter((p) => p.startMs - bufferMs < s + visitMs && s < p.startMs + visitMs + bufferMs).sort((a, b) => a.startMs - b.startMs);
  const isFree = (s: number): boolean => {
    for (const task of tasks) if (isWithinWindow(s, task.startMs, windowMs) || overlapsOccupiedSpan(task, s, visitMs)) return false;
    for (const p of placed) if (p.startMs - bufferMs < s + visitMs && s < p.startMs + visitMs + bufferMs) return false;
    return true;
  };
  const opening = (day: number) => calendar.at(day, SCHEDULING_LIMITS.dayStartMinute);
  const closing = (day: number) => calendar.at(day, SCHEDULING_LIMITS.dayEndMinute);
  const nextOpening = (day: number): number => {
    const next = calendar.nextOpenDay(day);
    return next === null ? NaN : opening(next);
  };

  return dates.map((date): AdjustedDate<T> => {
    const from = date.epochMilliseconds;
    if (isFree(from)) {
      placed.push({ startMs: from, date });
      return { outcome: 'kept', date };
    }
    const avoided = blockers(from);
    const avoidedDates = placedOverlaps(from).map((p) => p.date);
    let candidate = from;
    for (let tries = 1; tries <= SCHEDULING_LIMITS.maxTries; tries++) {
      let next = candidate + stepMs;
      const day = calendar.dayOf(next);
      if (!calendar.isOpen(day) || next + visitMs > closing(day)) next = nextOpening(day);
      else if (next < opening(day)) next = opening(day);
      if (Number.isNaN(next)) return { outcome: 'unplaced', date, avoided, avoidedDates, tries: tries - 1 };
      candidate = next;
      const candidateDay = calendar.dayOf(candidate);
      const fits = calendar.isOpen(candidateDay) && candidate >= opening(candidateDay) && candidate + visitMs <= closing(candidateDay);
      if (fits && isFree(candidate)) {
        const to = calendar.zoned(candidate);
        placed.push({ startMs: candidate, date: to });
        return { outcome: 'moved', from: date, to, avoided, avoidedDates, tries };
      }
    }
    return { outcome: 'unplaced', date, avoided, avoidedDates, tries: SCHEDULING_LIMITS.maxTries };
  });
}
