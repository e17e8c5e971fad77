// Recurring visit dates (001 section 4): from the start date up to one year after today, at the
// chosen time (08:00 by default) in the business's time zone, skipping closed weekdays and
// instants already past. Temporal does the calendar arithmetic, so a weekly 15:00 visit stays at
// 15:00 local across DST changes and monthly dates clamp to the month's end.
import { Temporal } from 'temporal-polyfill';
import { businessToday } from '../shared/business-today';
import { err, ok, type Result } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import { SCHEDULING_LIMITS } from './scheduling.limits';

export const RECURRENCES = ['daily', 'weekly', 'biweekly', 'monthly', 'period', 'unit'] as const;
/** The exclusive recurrence choice of the add-client form. `period` steps one day, like `daily`. */
export type Recurrence = (typeof RECURRENCES)[number];

export const isRecurrence = (value: unknown): value is Recurrence => typeof value === 'string' && (RECURRENCES as readonly string[]).includes(value);

export const DEFAULT_VISIT_TIME: Temporal.PlainTime = Temporal.PlainTime.from({
  hour: SCHEDULING_LIMITS.defaultHour,
  minute: SCHEDULING_LIMITS.defaultMinute,
});

export interface RecurrenceRequest {
  readonly recurrence: Recurrence;
  readonly now: Temporal.Instant;
  /** The business's IANA time zone. */
  readonly timeZone: string;
  /** Time of every visit; 08:00 when not chosen. */
  readonly time?: Temporal.PlainTime;
  /** A chosen weekday moves the start to its next occurrence (today when today is that weekday). */
  readonly weekday?: IsoWeekday | null;
  readonly closedDays?: readonly IsoWeekday[];
}

/** Nothing to schedule: every candidate fell on a closed day, or (for today only) the time has passed. */
export interface NoVisitDates {
  readonly code: 'SCHEDULING_NO_DATES';
  readonly reason: 'DAY_CLOSED' | 'TIME_PASSED';
}

/** The first date of a recurrence: the next `weekday` on or after today, or today without one. */
export function recurrenceStart(today: Temporal.PlainDate, weekday?: IsoWeekday | null): Temporal.PlainDate {
  if (weekday === null || weekday === undefined) return today;
  return today.add({ days: (weekday - today.dayOfWeek + 7) % 7 });
}

/** The n-th occurrence. Monthly counts from the start date (31 Jan, 28/29 Feb, 31 Mar...), never from a clamped one. */
function occurrence(start: Temporal.PlainDate, recurrence: Recurrence, n: number): Temporal.PlainDate {
  switch (recurrence) {
    case 'daily':
    case 'period':
    case 'unit':
      return start.add({ days: n });
    case 'weekly':
      return start.add({ days: 7 * n });
    case 'biweekly':
      return start.add({ days: 14 * n });
    case 'monthly':
      return start.add({ months: n }); // overflow 'constrain' clamps to the month's last day
  }
}

/**
 * The visit dates of a recurrence, in order. Dates run from the start date up to the day before
 * today's date one year later; a date on a closed weekday is skipped (not moved); an instant
 * earlier than `now` is skipped, so `unit` at 08:00 asked at 10:00 gives no date (TIME_PASSED).
 * A time that a DST change skips moves forward by the gap (Temporal's 'compatible').
 */
export function generateVisitDates(request: RecurrenceRequest): Result<readonly Temporal.ZonedDateTime[], NoVisitDates> {
  const { recurrence, now, timeZone } = request;
  const time = request.time ?? DEFAULT_VISIT_TIME;
  const closed = new Set<number>(request.closedDays ?? []);
  const today = businessToday({ now: () => now, timeZone: () => timeZone });
  const start = recurrenceStart(today, request.weekday);
  const end = today.add({ years: SCHEDULING_LIMITS.horizonYears });
  const dates: Temporal.ZonedDateTime[] = [];
  let passed = 0;
  for (let n = 0; recurrence !== 'unit' || n === 0; n++) {
    const date = occurrence(start, recurrence, n);
    if (Temporal.PlainDate.compare(date, end) >= 0) break;
    if (closed.has(date.dayOfWeek)) continue;
    const visit = date.toZonedDateTime({ timeZone, plainTime: time });
    if (Temporal.Instant.compare(visit.toInstant(), now) < 0) {
      passed++;
      continue;
    }
    dates.push(visit);
  }
  if (dates.length === 0) return err({ code: 'SCHEDULING_NO_DATES', reason: passed > 0 ? 'TIME_PASSED' : 'DAY_CLOSED' });
  return ok(dates);
}
