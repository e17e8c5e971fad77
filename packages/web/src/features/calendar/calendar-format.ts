// The calendar's dates and times in the active language (spec decision 3), and the link to an
// external map. Temporal's wall-clock values are formatted through a Date at the same wall time
// in UTC, so that the browser's own time zone never shifts them.
import type { IsoWeekday } from '@fieldteam/core';
import type { Temporal } from 'temporal-polyfill';
import { dateFormat } from '../../shared/intl-formats';

const utc = (date: Temporal.PlainDate | Temporal.PlainDateTime): Date =>
  'hour' in date ? new Date(Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute)) : new Date(Date.UTC(date.year, date.month - 1, date.day, 12));

const capitalised = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

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

/** "09:00 AM", "09:00". */
export function formatTime(dateTime: Temporal.PlainDateTime, language: string): string {
  return dateFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(utc(dateTime));
}

// 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n.
const weekdayDate = (day: IsoWeekday) => new Date(Date.UTC(2024, 0, day, 12));

export function weekdayNames(day: IsoWeekday, language: string): { readonly short: string; readonly long: string } {
  const name = (weekday: 'short' | 'long') => capitalised(dateFormat(language, { weekday, timeZone: 'UTC' }).format(weekdayDate(day)), language);
  return { short: name('short'), long: name('long') };
}

/** A link that opens the point in an external map (Google Maps' documented search URL). */
export function mapLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
