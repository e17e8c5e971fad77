// The clients group's dates and times on the wire (the formats are the contract's): schedule
// entries of date "dd/mm/yyyy", hour "01"-"12", minute and meridian AM/PM (core's 12-hour clock)
// <-> Temporal.PlainDateTime; dates "dd/mm/yyyy" <-> PlainDate; service time "HH:MM" <-> minutes;
// report times as ISO instants.
import { dayKeyOf, formatDuration, minuteOfDay, parseDuration, toTwelveHour } from '@fieldteam/core';
import { Temporal } from 'temporal-polyfill';
import { fromWireDate as readWireDate, fromWireTime, toWireDate as wireDate, toWireTime, wireDateParts, type WireMeridian, type WireSchema } from '@fieldteam/api-contract';

/** A schedule entry in a request body (`dates`, `newSchedule`): the contract's, with text hours and minutes. */
type WireScheduleEntry = WireSchema<'ScheduleEntryInput'> & { hour: string; minute: string; meridian: WireMeridian };

/** A date as "dd/mm/yyyy". */
export const toWireDate = (date: Temporal.PlainDate): string => wireDate(date);

/**
 * Reads "dd/mm/yyyy" (one-digit day or month tolerated) or an ISO date (a date-time's date part);
 * null when it is not a real calendar date.
 */
export const fromWireDate = (value: unknown): Temporal.PlainDate | null => readWireDate(value);

/** A local date and time as the wire's date, 12-hour hour, minute and meridian. */
export const toWireSchedule = (start: Temporal.PlainDateTime): WireScheduleEntry => ({ date: wireDate(start), ...toWireTime(toTwelveHour(start)) });

/** Reads a schedule entry's date and time (hours and minutes as text or numbers); null when one is not valid. */
export function fromWireSchedule(entry: { readonly date: unknown; readonly hour: unknown; readonly minute: unknown; readonly meridian?: unknown }): Temporal.PlainDateTime | null {
  const date = wireDateParts(entry.date);
  const time = fromWireTime(entry.hour, entry.minute, entry.meridian);
  if (!date || !time) return null;
  // A team's agenda repeats the same few thousand starts over its visits (forty agendas hold every
  // visit of a business): a PlainDateTime is immutable, so one object per start is shared.
  const minute = minuteOfDay(time);
  const key = dayKeyOf(date) * 1440 + minute;
  let start = sharedStarts.get(key);
  if (!start) {
    if (sharedStarts.size >= SHARED_STARTS_MAX) sharedStarts.clear();
    start = new Temporal.PlainDateTime(date.year, date.month, date.day, Math.floor(minute / 60), minute % 60);
    sharedStarts.set(key, start);
  }
  return start;
}

const SHARED_STARTS_MAX = 50_000;
const sharedStarts = new Map<number, Temporal.PlainDateTime>();

/** A service duration in minutes as "HH:MM"; null when there is none. */
export const toWireDuration = (minutes: number | null): string | null => (minutes === null ? null : formatDuration(minutes));

/** "HH:MM" (or "H:MM") to minutes; null when missing or not a duration. */
export const fromWireDuration = (value: string | null): number | null => parseDuration(value);

const UTC_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/** An ISO instant (or epoch milliseconds); null when missing or unreadable. */
export function fromWireInstant(value: unknown): Temporal.Instant | null {
  try {
    if (typeof value === 'number' && Number.isFinite(value)) return Temporal.Instant.fromEpochMilliseconds(value);
    if (typeof value !== 'string' || value.trim() === '') return null;
    const text = value.trim();
    // The server's own form (toISOString: UTC, milliseconds) is read natively: the reports answer
    // holds two per report, and the general parser is many times slower.
    if (UTC_MILLIS.test(text)) {
      // Date.parse rolls an impossible date over (30 February): only a date it read as written counts.
      const epochMs = Date.parse(text);
      return Number.isFinite(epochMs) && new Date(epochMs).toISOString().slice(0, 19) === text.slice(0, 19) ? Temporal.Instant.fromEpochMilliseconds(epochMs) : null;
    }
    return Temporal.Instant.from(text);
  } catch {
    return null;
  }
}
