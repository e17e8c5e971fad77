// Dates and times on the wire (docs/api/clients-wire.md): a date is "dd/mm/yyyy"; a time of day is
// an hour "01"-"12", a minute "00"-"59" and a meridian AM/PM, local wall time without a zone. The
// HTTP adapter and the mock server both read and write them here. Requests must use the documented
// form; answers are read leniently (a one-digit day or month, or an ISO date). What a 12-hour time
// means (12 AM is midnight) is core's 12-hour clock: this module only spells and reads its parts.
import { Temporal } from 'temporal-polyfill';

export type WireMeridian = 'AM' | 'PM';

/** The wire's time of day. */
export interface WireTime {
  readonly hour: string;
  readonly minute: string;
  readonly meridian: WireMeridian;
}

/** A time of day on the 12-hour clock, as numbers: hour 1-12, minute 0-59 (core's TwelveHourTime). */
export interface WireClockTime {
  readonly hour12: number;
  readonly minute: number;
  readonly meridian: WireMeridian;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A calendar date as "dd/mm/yyyy". */
export const toWireDate = (date: { readonly year: number; readonly month: number; readonly day: number }): string => `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}`;

/** An ISO date "yyyy-mm-dd" as "dd/mm/yyyy", without parsing it. */
export const isoDateToWire = (isoDate: string): string => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

/** A calendar date as numbers. */
export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const isRealDate = (year: number, month: number, day: number): boolean => {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
};

/**
 * Reads a wire date as numbers, without a date object (the calendar's answer carries a year of
 * visits of every client); null when it is not a real calendar date (31/02/2026). `strict`
 * (requests) takes only "dd/mm/yyyy"; otherwise (answers) a one-digit day or month and an ISO date
 * (a date-time's date part) are read too.
 */
export function wireDateParts(value: unknown, { strict = false }: { readonly strict?: boolean } = {}): DateParts | null {
  if (typeof value !== 'string') return null;
  // The answers' own form, read by its characters: an agenda or a calendar holds thousands.
  const slashed = slashedDate(value);
  if (slashed) return isRealDate(slashed.year, slashed.month, slashed.day) ? slashed : null;
  const text = value.trim();
  const dmy = (strict ? /^(\d{2})\/(\d{2})\/(\d{4})$/ : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/).exec(text);
  const iso = dmy || strict ? null : /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year) return null;
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  return isRealDate(parts.year, parts.month, parts.day) ? parts : null;
}

const ZERO = 48;
const SLASH = 47;
const digitAt = (text: string, at: number): number => {
  const digit = text.charCodeAt(at) - ZERO;
  return digit >= 0 && digit <= 9 ? digit : NaN;
};

/** "dd/mm/yyyy" exactly, as numbers (not checked as a calendar date); null for any other text. */
function slashedDate(text: string): DateParts | null {
  if (text.length !== 10 || text.charCodeAt(2) !== SLASH || text.charCodeAt(5) !== SLASH) return null;
  const day = digitAt(text, 0) * 10 + digitAt(text, 1);
  const month = digitAt(text, 3) * 10 + digitAt(text, 4);
  const year = digitAt(text, 6) * 1000 + digitAt(text, 7) * 100 + digitAt(text, 8) * 10 + digitAt(text, 9);
  return Number.isNaN(day + month + year) ? null : { year, month, day };
}

/** Reads a wire date (as wireDateParts does); null when it is not a real calendar date. */
export function fromWireDate(value: unknown, options: { readonly strict?: boolean } = {}): Temporal.PlainDate | null {
  const parts = wireDateParts(value, options);
  if (!parts) return null;
  // Answers repeat the same few hundred dates thousands of times (every report of a year), and a
  // PlainDate is immutable: one object per date is shared.
  const key = parts.year * 10_000 + parts.month * 100 + parts.day;
  let date = sharedDates.get(key);
  if (!date) {
    if (sharedDates.size >= SHARED_DATES_MAX) sharedDates.clear();
    date = Temporal.PlainDate.from(parts);
    sharedDates.set(key, date);
  }
  return date;
}

const SHARED_DATES_MAX = 10_000;
const sharedDates = new Map<number, Temporal.PlainDate>();

/** A 12-hour clock time as the wire's hour "01"-"12", minute "00"-"59" and meridian. */
export const toWireTime = (time: WireClockTime): WireTime => ({ hour: pad(time.hour12), minute: pad(time.minute), meridian: time.meridian });

const whole = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  // "01"-"59" as the answers write them, by their characters; anything else through the pattern.
  if (value.length === 2) {
    const two = digitAt(value, 0) * 10 + digitAt(value, 1);
    if (!Number.isNaN(two)) return two;
  }
  return /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : null;
};

/** Reads the wire's hour 1-12, minute 0-59 (as text or numbers) and meridian (any case); null when one is not valid. */
export function fromWireTime(hour: unknown, minute: unknown, meridian: unknown): WireClockTime | null {
  const h = whole(hour);
  const m = whole(minute);
  const half = typeof meridian === 'string' ? meridian.trim().toUpperCase() : null;
  if (h === null || h < 1 || h > 12 || m === null || m < 0 || m > 59 || (half !== 'AM' && half !== 'PM')) return null;
  return { hour12: h, minute: m, meridian: half };
}
