// Every number, amount, date and time the app shows, in the active language with Intl (spec
// decision 3). The formatters are built once per language and options, then shared: building one
// costs far more than formatting with it. Temporal's wall-clock values (a visit's date and time)
// are formatted through a Date at the same wall time in UTC, so that the device's own time zone
// never shifts them; instants (a report's times) are shown in the zone the caller gives, the
// business's.
import type { IsoWeekday } from '@fieldteam/core';
import type { Temporal } from 'temporal-polyfill';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (language: string, options: object) => `${language}\u0000${JSON.stringify(options)}`;

/** The shared Intl.DateTimeFormat for `language` and `options`. */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(language, options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

/** The shared Intl.NumberFormat for `language` and `options`. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(language, options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

/**
 * Pays the start-up of date formatting ahead of need: a browser's first Intl.DateTimeFormat,
 * whatever its options, loads the locale's calendar data, and each one more costs far less. Run
 * in idle time while a page's code downloads, so that a screen that shows dates (the calendar,
 * the road, the reports) draws without it.
 */
export function warmUpDateFormatting(language: string): void {
  dateFormat(language, {}).format(0);
}

/**
 * An amount of the business's money in the active language's format (a decimal comma in pt-BR):
 * with its currency when the screen knows it ("R$ 150,00"; the currency of the country at the
 * business's address, core's currencyOfTimeZone), else with two decimals and no symbol.
 */
export function formatPrice(value: number, language: string, currency: string | null = null): string {
  if (currency) return numberFormat(language, { style: 'currency', currency }).format(value);
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The same, from cents. */
export const formatCents = (cents: number, language: string, currency: string | null = null): string => formatPrice(cents / 100, language, currency);

/** A percent as the language writes it ("10 %" in French, "10%" in English). */
export const formatPercent = (percent: number, language: string): string => numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);


export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The whole hours 00:00 to 23:00 (000 section 9). */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** A date, a wall-clock time or a time in a zone (Temporal's, or any with its fields). */
type DateTimeLike = Temporal.ZonedDateTime | Temporal.PlainDateTime | Temporal.PlainDate | Temporal.PlainTime;

/**
 * The value written with a shared format: Temporal's own toLocaleString builds a new
 * Intl.DateTimeFormat at each call, which a road of hundreds of stops paid hundreds of times in one
 * task. A time in a zone is written in its zone; a wall-clock value at the same wall time in UTC.
 */
function formatShared(value: DateTimeLike, language: string, options: Intl.DateTimeFormatOptions): string {
  if ('timeZoneId' in value) return dateFormat(language, { ...options, timeZone: value.timeZoneId }).format(new Date(value.epochMilliseconds));
  const wall = 'year' in value ? value : { year: 2000, month: 1, day: 1, hour: value.hour, minute: value.minute };
  return dateFormat(language, { ...options, timeZone: 'UTC' }).format(utc(wall));
}

/** "Mon, 2 Mar 2026, 09:00" in the active language. */
export const formatDateTime = (value: DateTimeLike, language: string): string =>
  formatShared(value, language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "2 Mar 2026" in the active language. */
export const formatDay = (value: DateTimeLike, language: string): string => formatShared(value, language, { day: 'numeric', month: 'short', year: 'numeric' });

/** "09:00 AM", "09:00" in the active language. */
export const formatTime = (value: DateTimeLike, language: string): string => formatShared(value, language, { hour: '2-digit', minute: '2-digit' });

/** "Tue 02:34" in the active language: a time on another day than the one it is read beside. */
export const formatWeekdayTime = (value: DateTimeLike, language: string): string => formatShared(value, language, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

type WallDate = Pick<Temporal.PlainDate, 'year' | 'month' | 'day'> & Partial<Pick<Temporal.PlainDateTime, 'hour' | 'minute'>>;

const utc = (date: WallDate): Date =>
  date.hour !== undefined ? new Date(Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute ?? 0)) : new Date(Date.UTC(date.year, date.month - 1, date.day, 12));

const capitalised = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

// 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n.
const weekdayDate = (day: IsoWeekday) => new Date(Date.UTC(2024, 0, day, 12));

/** "March 2026", "Março de 2026". */
export function formatMonth(month: Temporal.PlainYearMonth, language: string): string {
  const date = new Date(Date.UTC(month.year, month.month - 1, 1, 12));
  return capitalised(dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date), language);
}

/** "Tuesday, March 10, 2026". */
export function formatLongDate(date: Temporal.PlainDate, language: string): string {
  return capitalised(dateFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(utc(date)), language);
}

/** "Mar 10, 2026". */
export function formatShortDate(date: Temporal.PlainDate, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(utc(date));
}

/** "Tue, Dec 8, 2026" ("ter., 8 de dez. de 2026"): a day named with its weekday, where the weekday decides (a team's day), written to sit inside a sentence. */
export function formatWeekdayDate(date: Temporal.PlainDate, language: string): string {
  return dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utc(date));
}

/** A weekday's short and long names ("Mon", "Monday"). */
export function weekdayNames(day: IsoWeekday, language: string): { readonly short: string; readonly long: string } {
  const name = (weekday: 'short' | 'long') => capitalised(dateFormat(language, { weekday, timeZone: 'UTC' }).format(weekdayDate(day)), language);
  return { short: name('short'), long: name('long') };
}

/** The weekday's name ("Monday"). */
export const weekdayName = (day: IsoWeekday, language: string): string => weekdayNames(day, language).long;

/** An instant's date and time ("Mar 9, 2026, 11:30 PM") in `timeZone`: the business's. */
export function formatInstant(instant: Temporal.Instant, language: string, timeZone: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant.epochMilliseconds));
}

/** A length of time as the language writes it short: "2 hr 15 min", "2 h 15 min", "42 min". */
export function formatMinutes(minutes: number, language: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (name: 'hour' | 'minute', value: number) => numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [hours > 0 ? unit('hour', hours) : null, rest > 0 || hours === 0 ? unit('minute', rest) : null];
  return parts.filter((part) => part !== null).join(' ');
}
