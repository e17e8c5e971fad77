// The clients group's dates and times (docs/api/clients-wire.md) and the business's "today".
// The wire carries local wall time without a zone: a schedule entry is a date "dd/mm/yyyy", an
// hour "01"-"12", a minute "00"-"59" and a meridian AM/PM; those formats are the contract's
// (@fieldteam/api-contract), and what a 12-hour time means is core's 12-hour clock. The store keeps
// ISO dates "YYYY-MM-DD" and 24 h times "HH:MM", which sort as text.
import { fromWireDate, fromWireTime, isoDateToWire, toWireTime as toContractTime, type WireTime } from '@fieldteam/api-contract';
import { businessToday, formatDuration, minuteOfDay, toTwelveHour } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import type { VisitRecord } from '../store/schema';

export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export function isTimeZone(zone: string): boolean {
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

let lastToday: { readonly timeZone: string; readonly second: number; readonly date: Temporal.PlainDate } | null = null;

/**
 * The business's today at `now`: core's businessToday over the server's Date clock. Kept for the
 * second it was asked in: every write asks it, and the polyfill keeps each zoned time it converts
 * in a cache of ten thousand, which a write then carried into the old generation.
 */
export function localDateOf(now: Date, timeZone: string): Temporal.PlainDate {
  const second = Math.floor(now.getTime() / 1000);
  if (lastToday?.timeZone === timeZone && lastToday.second === second) return lastToday.date;
  const date = businessToday({ now: () => Temporal.Instant.fromEpochMilliseconds(now.getTime()), timeZone: () => timeZone });
  lastToday = { timeZone, second, date };
  return date;
}

/** "dd/mm/yyyy" (exactly, as requests must send it) to an ISO date; null when it is not a real calendar date (31/02/2026). */
export const readWireDate = (value: unknown): string | null => fromWireDate(value, { strict: true })?.toString() ?? null;

/** An ISO date as "dd/mm/yyyy". */
export const toWireDate = (isoDate: string): string => isoDateToWire(isoDate);

/** Hour 1-12, minute 0-59 and AM/PM to a 24 h "HH:MM"; null when one of them is not valid. */
export function readWireTime(hour: unknown, minute: unknown, meridian: unknown): string | null {
  const time = fromWireTime(hour, minute, meridian);
  if (!time) return null;
  // Written from the minutes since midnight (core's "HH:MM" of a count of minutes), not through a
  // Temporal time: every visit of every write goes through here, and the polyfill's parse and
  // format allocate far more than the text they give.
  return formatDuration(minuteOfDay(time));
}

/** A 24 h "HH:MM" as the wire's hour, minute and meridian. */
export const toWireTime = (time: string): WireTime => toContractTime(toTwelveHour({ hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) }));

export interface LocalSlot {
  readonly date: string;
  readonly time: string;
}

/** A schedule entry of a request body (`dates`, `newSchedule`); null when it is not one. */
export function readWireEntry(value: unknown): LocalSlot | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const date = readWireDate(entry.date);
  const time = readWireTime(entry.hour, entry.minute, entry.meridian);
  return date && time ? { date, time } : null;
}

/** A visit as the answers' schedule entry. */
export const toWireEntry = (visit: VisitRecord) => ({ id: visit.id, date: toWireDate(visit.date), ...toWireTime(visit.time), status: visit.status });

/** Visits in time order ("YYYY-MM-DD" and "HH:MM" sort as text, by code unit: no collator needed). */
export const byStart = (a: VisitRecord, b: VisitRecord): number => order(a.date, b.date) || order(a.time, b.time);

const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
