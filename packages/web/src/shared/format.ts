// Formatting with Intl for the active language (spec decision 3): prices with two decimals (and the
// business's currency where it is known), weekday names, whole hours.
import type { IsoWeekday } from '@fieldteam/core';
import { dateFormat, numberFormat } from './intl-formats';

/**
 * An amount of the business's money in the active language's format (a decimal comma in pt-BR):
 * with its currency when the screen knows it ("R$ 150,00"; the currency of the country at the
 * business's address, core's currencyOfTimeZone), else with two decimals and no symbol guessed
 * (ADR 0026).
 */
export function formatPrice(value: number, language: string, currency: string | null = null): string {
  if (currency) return numberFormat(language, { style: 'currency', currency }).format(value);
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The same, from cents. */
export const formatCents = (cents: number, language: string, currency: string | null = null): string => formatPrice(cents / 100, language, currency);

/** A percent as the language writes it ("10 %" in French, "10%" in English). */
export const formatPercent = (percent: number, language: string): string => numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** An amount of money in cents, with its currency. */
export function formatMoney(cents: number, currency: string, language: string): string {
  return formatCents(cents, language, currency);
}

// 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n.
const weekdayDate = (day: IsoWeekday) => new Date(Date.UTC(2024, 0, day, 12));

/** The weekday's name in the active language. */
export function weekdayName(day: IsoWeekday, language: string): string {
  const name = dateFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(day));
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The whole hours 00:00 to 23:00 (000 section 9). */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type DateTimeLike = { toLocaleString(locales?: string, options?: Intl.DateTimeFormatOptions): string };

/** "Mon, 2 Mar 2026, 09:00" in the active language. */
export const formatDateTime = (value: DateTimeLike, language: string): string =>
  value.toLocaleString(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "2 Mar 2026" in the active language. */
export const formatDay = (value: DateTimeLike, language: string): string => value.toLocaleString(language, { day: 'numeric', month: 'short', year: 'numeric' });

/** "09:00" in the active language. */
export const formatTimeOfDay = (value: DateTimeLike, language: string): string => value.toLocaleString(language, { hour: '2-digit', minute: '2-digit' });
