// Calendar days as numbers, for data sets too large for a date object per entry (a year of visits
// of ten thousand clients): a day key is yyyymmdd (20261126), ordered as the days are, and an
// epoch day counts days from 1970-01-01. Pure arithmetic on the proleptic Gregorian calendar, the
// ISO calendar Temporal uses; the shown items become Temporal dates only when drawn.
import { Temporal } from 'temporal-polyfill';

export const dayKey = (year: number, month: number, day: number): number => year * 10_000 + month * 100 + day;

export const dayKeyOf = (date: { readonly year: number; readonly month: number; readonly day: number }): number => dayKey(date.year, date.month, date.day);

export const dayKeyParts = (key: number): { year: number; month: number; day: number } => ({ year: Math.floor(key / 10_000), month: Math.floor(key / 100) % 100, day: key % 100 });

export const plainDateOfKey = (key: number): Temporal.PlainDate => Temporal.PlainDate.from(dayKeyParts(key));

/** A month key: yyyymm. */
export const monthKeyOf = (month: { readonly year: number; readonly month: number }): number => month.year * 100 + month.month;

/** Days since 1970-01-01 (negative before). */
export function epochDay(year: number, month: number, day: number): number {
  // Days from civil (Howard Hinnant's algorithm): exact for every Gregorian date.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Whether year/month/day is a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}
