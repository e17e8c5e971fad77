// The clients group's dates and times (docs/api/clients-wire.md) and the business's "today".
// The wire carries local wall time without a zone: a schedule entry is a date "dd/mm/yyyy", an
// hour "01"-"12", a minute "00"-"59" and a meridian AM/PM (12 AM is midnight, 12 PM noon). The
// store keeps ISO dates "YYYY-MM-DD" and 24 h times "HH:MM", which sort as text.
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

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date of an instant in the business's time zone. */
export const localDateOf = (now: Date, timeZone: string): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();

/** "dd/mm/yyyy" to an ISO date; null when it is not a real calendar date (31/02/2026). */
export function readWireDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  try {
    return Temporal.PlainDate.from({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) }, { overflow: 'reject' }).toString();
  } catch {
    return null;
  }
}

/** An ISO date as "dd/mm/yyyy". */
export const toWireDate = (isoDate: string): string => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

const whole = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : null;
};

/** Hour 1-12, minute 0-59 and AM/PM to a 24 h "HH:MM"; null when one of them is not valid. */
export function readWireTime(hour: unknown, minute: unknown, meridian: unknown): string | null {
  const h = whole(hour);
  const m = whole(minute);
  const half = typeof meridian === 'string' ? meridian.trim().toUpperCase() : null;
  if (h === null || h < 1 || h > 12 || m === null || m < 0 || m > 59 || (half !== 'AM' && half !== 'PM')) return null;
  return `${pad((h % 12) + (half === 'PM' ? 12 : 0))}:${pad(m)}`;
}

/** A 24 h "HH:MM" as the wire's hour, minute and meridian. */
export function toWireTime(time: string): { hour: string; minute: string; meridian: 'AM' | 'PM' } {
  const h = Number(time.slice(0, 2));
  return { hour: pad(h % 12 === 0 ? 12 : h % 12), minute: time.slice(3, 5), meridian: h < 12 ? 'AM' : 'PM' };
}

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

/** Visits in time order. */
export const byStart = (a: VisitRecord, b: VisitRecord): number => a.date.localeCompare(b.date) || a.time.localeCompare(b.time);
