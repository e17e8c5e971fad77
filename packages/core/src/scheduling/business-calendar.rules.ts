// The business's local calendar for the scheduling loops: the local day and wall-clock minute of
// an instant, the weekday of a day, whether the business is open, and the instant of a local time
// on a day. Arithmetic is on epoch milliseconds with a table of the zone's UTC offsets read from
// Temporal (its transitions), so thousands of candidate slots cost no Temporal call; results agree
// with Temporal's, including 'compatible' disambiguation around DST changes (see its tests).
import { Temporal } from 'temporal-polyfill';
import type { IsoWeekday } from '../shared/weekday';
import { DAY_MS, MINUTE_MS } from './scheduling.limits';

export interface BusinessCalendar {
  readonly timeZone: string;
  readonly closedDays: readonly IsoWeekday[];
  /** Local day number of an instant: whole days since 1970-01-01 in the business's zone. */
  dayOf(epochMs: number): number;
  /** Wall-clock minutes since local midnight (0 to 1439). */
  minuteOf(epochMs: number): number;
  weekdayOf(day: number): IsoWeekday;
  isOpen(day: number): boolean;
  /** The instant of a wall-clock time on a local day; a time skipped by a DST change moves forward by the gap, a repeated one takes the earlier instant (Temporal's 'compatible'). */
  at(day: number, minuteOfDay: number): number;
  /** The first open day after `day`; null when every weekday is closed. */
  nextOpenDay(day: number): number | null;
  zoned(epochMs: number): Temporal.ZonedDateTime;
}

interface OffsetTable {
  readonly from: number;
  readonly to: number;
  /** changes[i] is the instant from which offsets[i] applies; changes[0] === from. */
  readonly changes: readonly number[];
  readonly offsets: readonly number[];
}

// One table per zone, widened when an instant falls outside it. A memo: answers never depend on it.
const TABLES = new Map<string, OffsetTable>();
const MARGIN_MS = 400 * DAY_MS;

function readTable(timeZone: string, from: number, to: number): OffsetTable {
  let zdt: Temporal.ZonedDateTime | null = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(timeZone);
  const changes = [from];
  const offsets = [zdt.offsetNanoseconds / 1e6];
  for (;;) {
    zdt = zdt.getTimeZoneTransition('next');
    if (zdt === null || zdt.epochMilliseconds > to) break;
    changes.push(zdt.epochMilliseconds);
    offsets.push(zdt.offsetNanoseconds / 1e6);
  }
  return { from, to, changes, offsets };
}

function tableCovering(timeZone: string, epochMs: number): OffsetTable {
  const known = TABLES.get(timeZone);
  if (known && epochMs >= known.from && epochMs <= known.to) return known;
  const from = Math.min(known?.from ?? Infinity, epochMs - MARGIN_MS);
  const to = Math.max(known?.to ?? -Infinity, epochMs + MARGIN_MS);
  const table = readTable(timeZone, from, to);
  TABLES.set(timeZone, table);
  return table;
}

/** The zone's UTC offset at an instant, in milliseconds. */
function zoneOffsetMs(timeZone: string, epochMs: number): number {
  const { changes, offsets } = tableCovering(timeZone, epochMs);
  let lo = 0;
  let hi = changes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (changes[mid]! <= epochMs) lo = mid;
    else hi = mid - 1;
  }
  return offsets[lo]!;
}

/** ISO weekday of a local day number (day 0, 1970-01-01, was a Thursday). */
export const weekdayOfDay = (day: number): IsoWeekday => ((((day + 3) % 7) + 7) % 7) + 1 as IsoWeekday;

export function businessCalendar(timeZone: string, closedDays: readonly IsoWeekday[]): BusinessCalendar {
  const closed = [false, false, false, false, false, false, false, false];
  for (const d of closedDays) closed[d] = true;
  const offsetAt = (ms: number) => zoneOffsetMs(timeZone, ms);
  const dayOf = (ms: number) => Math.floor((ms + offsetAt(ms)) / DAY_MS);
  const isOpen = (day: number) => !closed[weekdayOfDay(day)];
  return {
    timeZone,
    closedDays,
    dayOf,
    minuteOf: (ms) => {
      const wall = ms + offsetAt(ms);
      return Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / MINUTE_MS);
    },
    weekdayOf: weekdayOfDay,
    isOpen,
    at: (day, minuteOfDay) => {
      const wall = day * DAY_MS + minuteOfDay * MINUTE_MS;
      const before = offsetAt(wall - DAY_MS);
      const after = offsetAt(wall + DAY_MS);
      const early = wall - before;
      const late = wall - after;
      const earlyValid = offsetAt(early) === before;
      const lateValid = offsetAt(late) === after;
      if (earlyValid && lateValid) return Math.min(early, late);
      if (lateValid) return late;
      // Valid with the earlier offset, or a skipped time: the earlier offset moves it past the gap.
      return early;
    },
    nextOpenDay: (day) => {
      for (let next = day + 1; next <= day + 7; next++) if (isOpen(next)) return next;
      return null;
    },
    zoned: (ms) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone),
  };
}
