// The figures of the work report: hours worked per collaborator or per client, visits
// finished against cancelled, and the average visit's length, by week or by month over a range of
// days. Drawn from the task reports (who worked, from when to when) and from the visits' statuses
// (the calendar's data, the only place a cancelled visit is kept, counted per day). Pure: the time zone is given.
import { Temporal } from 'temporal-polyfill';
import type { CalendarTable } from '../calendar/calendar-table';
import { VISIT_STATUS_CODES } from '../shared/visit-status-codes';
import { dayKeyOf, plainDateOfKey } from '../shared/day-key';
import type { ClientReport } from './reports.port';
import { err, ok, type Result } from '../shared/result';
import { compareText } from '../shared/text-order';

export type WorkGrain = 'week' | 'month';
export type WorkGrouping = 'collaborator' | 'client';

/** Both ends included. */
export interface WorkRange {
  readonly from: Temporal.PlainDate;
  readonly to: Temporal.PlainDate;
}

/** A finished visit's report, in the business's days. */
export interface WorkedVisit {
  /** Unique among the worked visits: the report's visit, or its place in the client's reports. */
  readonly key: string;
  readonly clientId: string;
  readonly clientName: string;
  /** Who started the visit; null when the report does not say. */
  readonly collaborator: string | null;
  /** The visit's own date, or the day it started (or finished) in the business's time zone. */
  readonly date: Temporal.PlainDate;
  readonly startedAt: Temporal.Instant | null;
  readonly finishedAt: Temporal.Instant | null;
  /** From start to finish; null when either is missing or finish is before start. */
  readonly minutes: number | null;
  readonly observation: string;
}

/** A visit's outcome on its day: only closed visits count. */
export interface ClosedVisit {
  readonly date: Temporal.PlainDate;
  readonly status: 'finished' | 'cancelled';
}

export type WorkRangeFailure = { readonly code: 'RANGE_REVERSED' } | { readonly code: 'RANGE_TOO_LONG'; readonly maxDays: number };

/** A range longer than this is refused: five years of weeks is already 260 points. */
export const WORK_RANGE_MAX_DAYS = 5 * 366;

/** The task reports as worked visits, oldest first; a report with no date at all is left out. */
export function workedVisits(reports: readonly ClientReport[], timeZone: string): WorkedVisit[] {
  const visits: WorkedVisit[] = [];
  for (const { client, reports: taskReports } of reports) {
    for (const [index, report] of taskReports.entries()) {
      const moment = report.startedAt ?? report.finishedAt;
      const date = report.visitDate ?? moment?.toZonedDateTimeISO(timeZone).toPlainDate() ?? null;
      if (!date) continue;
      const elapsed = report.startedAt && report.finishedAt ? report.finishedAt.epochMilliseconds - report.startedAt.epochMilliseconds : -1;
      const minutes = elapsed >= 0 ? elapsed / 60_000 : null;
      visits.push({
        key: `${client.id}:${report.visitId ?? report.taskId ?? ''}:${index}`,
        clientId: client.id,
        clientName: client.name,
        collaborator: report.collaboratorName?.trim() || null,
        date,
        startedAt: report.startedAt,
        finishedAt: report.finishedAt,
        minutes,
        observation: report.observation,
      });
    }
  }
  return visits.sort((a, b) => Temporal.PlainDate.compare(a.date, b.date) || compareText(a.clientName, b.clientName));
}

/** A day's closed visits: how many were finished and how many cancelled. */
export interface ClosedOnDay {
  readonly date: Temporal.PlainDate;
  readonly finished: number;
  readonly cancelled: number;
}

/** The closed visits of the calendar, counted per day (only the days that have any). */
export function closedVisitsByDay(table: Pick<CalendarTable, 'day' | 'status'>): ClosedOnDay[] {
  const finishedCode = VISIT_STATUS_CODES.indexOf('finished');
  const cancelledCode = VISIT_STATUS_CODES.indexOf('cancelled');
  const days: ClosedOnDay[] = [];
  // The table is sorted by day: one pass, one date per day that has a closed visit.
  for (let i = 0; i < table.day.length; ) {
    const key = table.day[i]!;
    let finished = 0;
    let cancelled = 0;
    for (; i < table.day.length && table.day[i] === key; i += 1) {
      if (table.status[i] === finishedCode) finished += 1;
      else if (table.status[i] === cancelledCode) cancelled += 1;
    }
    if (finished + cancelled > 0) days.push({ date: plainDateOfKey(key), finished, cancelled });
  }
  return days;
}

export function validateWorkRange(range: WorkRange): Result<WorkRange, WorkRangeFailure> {
  if (Temporal.PlainDate.compare(range.from, range.to) > 0) return err({ code: 'RANGE_REVERSED' });
  if (range.from.until(range.to).days + 1 > WORK_RANGE_MAX_DAYS) return err({ code: 'RANGE_TOO_LONG', maxDays: WORK_RANGE_MAX_DAYS });
  return ok(range);
}

/**
 * A date's yyyymmdd key, kept per date object: the figures compare every visit's date with the
 * range's several times, and answers share one object per date.
 */
const keys = new WeakMap<Temporal.PlainDate, number>();
function keyOf(date: Temporal.PlainDate): number {
  let key = keys.get(date);
  if (key === undefined) {
    key = dayKeyOf(date);
    keys.set(date, key);
  }
  return key;
}

export const inRange = (date: Temporal.PlainDate, range: WorkRange): boolean => {
  const key = keyOf(date);
  return key >= keyOf(range.from) && key <= keyOf(range.to);
};

/** The first day of the date's period: the Monday of its week (ISO 8601), or the 1st of its month. */
export function periodStart(date: Temporal.PlainDate, grain: WorkGrain): Temporal.PlainDate {
  return grain === 'week' ? date.subtract({ days: date.dayOfWeek - 1 }) : date.with({ day: 1 });
}

/** The periods that the range touches, in order, by their first day. */
export function periodsOf(range: WorkRange, grain: WorkGrain): Temporal.PlainDate[] {
  const periods: Temporal.PlainDate[] = [];
  const step = grain === 'week' ? { weeks: 1 } : { months: 1 };
  for (let start = periodStart(range.from, grain); Temporal.PlainDate.compare(start, range.to) <= 0; start = start.add(step)) periods.push(start);
  return periods;
}

/** Where each period's figures go, by the period's first day. */
function periodIndex(periods: readonly Temporal.PlainDate[]): (date: Temporal.PlainDate, grain: WorkGrain) => number {
  const indexes = new Map(periods.map((start, index) => [start.toString(), index]));
  // The same date object recurs (answers share one per date): each is placed once.
  const placed = new Map<Temporal.PlainDate, number>();
  return (date, grain) => {
    let index = placed.get(date);
    if (index === undefined) {
      index = indexes.get(periodStart(date, grain).toString()) ?? -1;
      placed.set(date, index);
    }
    return index;
  };
}

export interface HoursSeries {
  /** The collaborator's or client's name; null for everyone else together ("others"). */
  readonly name: string | null;
  /** Hours in each period, in the periods' order. */
  readonly hours: readonly number[];
  readonly total: number;
}

export interface HoursFigures {
  readonly periods: readonly Temporal.PlainDate[];
  /** The most-worked first; past `top`, everyone else is one series "others". */
  readonly series: readonly HoursSeries[];
  readonly total: number;
}

/** How many named series a chart shows before folding the rest into "others". */
export const WORK_TOP_SERIES = 6;

/**
 * A worked visit's length in milliseconds, 0 when it has none: an exact whole number, so that sums
 * of any visits in any order are the same, and the time sheet's totals are the work report's.
 */
export function workedMs(visit: Pick<WorkedVisit, 'minutes' | 'startedAt' | 'finishedAt'>): number {
  return visit.minutes === null || !visit.startedAt || !visit.finishedAt ? 0 : visit.finishedAt.epochMilliseconds - visit.startedAt.epochMilliseconds;
}

/** Milliseconds as hours, to two decimals: the one rounding of every hours figure. */
export const hoursOfMs = (ms: number): number => Math.round(ms / 36_000) / 100;

/**
 * Hours worked in the range per collaborator or per client, by period. A visit with no known
 * length adds no hours; a report that names nobody counts under an empty name (''). Sums are kept
 * in whole milliseconds and rounded once, each figure on its own (a total is not the sum of its
 * rounded parts).
 */
export function hoursWorked(visits: readonly WorkedVisit[], range: WorkRange, grain: WorkGrain, grouping: WorkGrouping, top = WORK_TOP_SERIES): HoursFigures {
  const periods = periodsOf(range, grain);
  const indexOf = periodIndex(periods);
  const byName = new Map<string, number[]>();
  for (const visit of visits) {
    if (visit.minutes === null || !inRange(visit.date, range)) continue;
    const name = grouping === 'collaborator' ? (visit.collaborator ?? '') : visit.clientName;
    let ms = byName.get(name);
    if (!ms) byName.set(name, (ms = periods.map(() => 0)));
    ms[indexOf(visit.date, grain)]! += workedMs(visit);
  }
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const all = [...byName.entries()]
    .map(([name, ms]) => ({ name, ms, total: sum(ms) }))
    .sort((a, b) => b.total - a.total || compareText(a.name, b.name));
  const shown = all.length > top + 1 ? all.slice(0, top) : all;
  const rest = all.slice(shown.length);
  const series: HoursSeries[] = shown.map(({ name, ms, total }) => ({ name, hours: ms.map(hoursOfMs), total: hoursOfMs(total) }));
  if (rest.length > 0) series.push({ name: null, hours: periods.map((_, i) => hoursOfMs(sum(rest.map((s) => s.ms[i]!)))), total: hoursOfMs(sum(rest.map((s) => s.total))) });
  return { periods, series, total: hoursOfMs(sum(all.map((s) => s.total))) };
}

export interface OutcomeFigures {
  readonly periods: readonly Temporal.PlainDate[];
  readonly finished: readonly number[];
  readonly cancelled: readonly number[];
  readonly totals: { readonly finished: number; readonly cancelled: number };
}

/** Visits finished and cancelled in the range, by period. */
export function outcomesBy(outcomes: readonly ClosedVisit[], range: WorkRange, grain: WorkGrain): OutcomeFigures {
  return outcomesByDay(
    outcomes.map((outcome) => ({ date: outcome.date, finished: outcome.status === 'finished' ? 1 : 0, cancelled: outcome.status === 'cancelled' ? 1 : 0 })),
    range,
    grain,
  );
}

/** Visits finished and cancelled in the range, by period, from each day's counts. */
export function outcomesByDay(days: readonly ClosedOnDay[], range: WorkRange, grain: WorkGrain): OutcomeFigures {
  const periods = periodsOf(range, grain);
  const indexOf = periodIndex(periods);
  const finished = periods.map(() => 0);
  const cancelled = periods.map(() => 0);
  for (const day of days) {
    if (!inRange(day.date, range)) continue;
    const at = indexOf(day.date, grain);
    finished[at]! += day.finished;
    cancelled[at]! += day.cancelled;
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return { periods, finished, cancelled, totals: { finished: sum(finished), cancelled: sum(cancelled) } };
}

export interface DurationFigures {
  readonly periods: readonly Temporal.PlainDate[];
  /** The average visit's length in minutes in each period; null where no visit has a known length. */
  readonly minutes: readonly (number | null)[];
  readonly overall: number | null;
}

/** The average length of a finished visit in the range, by period and overall. */
export function averageDuration(visits: readonly WorkedVisit[], range: WorkRange, grain: WorkGrain): DurationFigures {
  const periods = periodsOf(range, grain);
  const indexOf = periodIndex(periods);
  const sums = periods.map(() => ({ minutes: 0, count: 0 }));
  for (const visit of visits) {
    if (visit.minutes === null || !inRange(visit.date, range)) continue;
    const cell = sums[indexOf(visit.date, grain)]!;
    cell.minutes += visit.minutes;
    cell.count += 1;
  }
  const total = sums.reduce((acc, cell) => ({ minutes: acc.minutes + cell.minutes, count: acc.count + cell.count }), { minutes: 0, count: 0 });
  const average = ({ minutes, count }: { minutes: number; count: number }) => (count === 0 ? null : Math.round(minutes / count));
  return { periods, minutes: sums.map(average), overall: average(total) };
}

/** The worked visits in the range, newest first: the rows the report lists and exports. */
export function visitsIn(visits: readonly WorkedVisit[], range: WorkRange): WorkedVisit[] {
  return visits.filter((visit) => inRange(visit.date, range)).reverse();
}
