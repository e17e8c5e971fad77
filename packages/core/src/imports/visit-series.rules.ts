// The visits of an imported row's recurrence, as instants: the series starts at the row's first
// visit (today at 08:00 without one) and keeps its rhythm, so a weekly series that began last
// year goes on from its next date; dates before now are left out, as are closed days, and the
// series ends a year after today (001 section 4). The same dates as the add-client form's
// generateVisitDates for a series starting today (its tests compare them), computed on epoch
// milliseconds with the business calendar so that 10,000 rows cost no Temporal call per date.
import type { Temporal } from 'temporal-polyfill';
import type { BusinessCalendar } from '../scheduling/business-calendar.rules';
import type { Recurrence } from '../scheduling/recurrence.rules';
import { SCHEDULING_LIMITS } from '../scheduling/scheduling.limits';
import { epochDay } from '../shared/day-key';

/** Days since 1970-01-01 of a proleptic Gregorian date: the shared day-key rule. */
export const daysFromCivil = epochDay;

/** The date of a day number (civil_from_days). */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp + (mp < 10 ? 3 : -9);
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const daysInMonth = (year: number, month: number): number => (month === 12 ? 31 : daysFromCivil(year, month + 1, 1) - daysFromCivil(year, month, 1));

/** The day `months` months after a date, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: { year: number; month: number; day: number }, months: number): number {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return daysFromCivil(year, month, Math.min(date.day, daysInMonth(year, month)));
}

const STEP_DAYS: Readonly<Record<Exclude<Recurrence, 'monthly'>, number>> = { daily: 1, period: 1, unit: 1, weekly: 7, biweekly: 14 };

export interface VisitSeries {
  readonly recurrence: Recurrence;
  /** The first visit's local date and time; today at 08:00 when null. */
  readonly first: Temporal.PlainDateTime | null;
}

/** The instants (epoch ms, in order) of the series' visits from now until a year after today. */
export function seriesInstants(series: VisitSeries, calendar: BusinessCalendar, nowMs: number): number[] {
  const today = calendar.dayOf(nowMs);
  const todayDate = civilFromDays(today);
  const end = addMonths(todayDate, 12 * SCHEDULING_LIMITS.horizonYears);
  const first = series.first;
  const startDate = first ? { year: first.year, month: first.month, day: first.day } : todayDate;
  const start = daysFromCivil(startDate.year, startDate.month, startDate.day);
  const minute = first ? first.hour * 60 + first.minute : SCHEDULING_LIMITS.defaultHour * 60 + SCHEDULING_LIMITS.defaultMinute;
  const dayOf = (n: number): number => (series.recurrence === 'monthly' ? addMonths(startDate, n) : start + n * STEP_DAYS[series.recurrence]);
  // Occurrences before yesterday are past whatever the time: start just before today.
  let n = 0;
  if (series.recurrence !== 'unit' && start < today - 1) {
    n = series.recurrence === 'monthly' ? Math.max(0, (todayDate.year - startDate.year) * 12 + todayDate.month - startDate.month - 1) : Math.floor((today - 1 - start) / STEP_DAYS[series.recurrence]);
  }
  const instants: number[] = [];
  for (; series.recurrence !== 'unit' || n === 0; n++) {
    const day = dayOf(n);
    if (day >= end) break;
    if (!calendar.isOpen(day)) continue;
    const at = calendar.at(day, minute);
    if (at >= nowMs) instants.push(at);
  }
  return instants;
}
