// Working hours on the wire (spec decision 8): `{ workingHours: [{ id, day, startTime, endTime }],
// closedDays: [day] }` with Portuguese day names and whole-hour "HH:00" times. Both the HTTP
// adapter (set-employer, company hours) and the mock server (what it stores and answers) write
// them with toWireHours.
import { toWireWeekday, type WireWeekdayNumber } from './weekdays';

/** The contract's BusinessHours schema, as a plain (writable) shape. */
export interface WireBusinessHours {
  workingHours: Array<{ id: string; day: string; startTime: string; endTime: string }>;
  closedDays: string[];
}

/** Working hours as both sides hold them: ISO weekdays and whole hours 0-23. */
export interface HoursToWrite {
  readonly workingHours: ReadonlyArray<{ readonly id: string; readonly day: WireWeekdayNumber; readonly startHour: number; readonly endHour: number }>;
  readonly closedDays: readonly WireWeekdayNumber[];
}

/** A whole hour as "HH:00". */
export const toWireHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Reads "HH:00", "HH:MM" (minutes dropped) or a number; null when it is not an hour 0-23. What an answer may carry. */
export function fromWireHour(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  return hour >= 0 && hour <= 23 ? hour : null;
}

/** "HH:00" or a whole number 0-23 only: what a request may send (000 section 3, whole hours). */
export function fromWireWholeHour(value: unknown): number | null {
  if (typeof value === 'string' && /:(?!00\s*$)/.test(value)) return null;
  return fromWireHour(value);
}

export const toWireHours = (hours: HoursToWrite): WireBusinessHours => ({
  workingHours: hours.workingHours.map((w) => ({ id: w.id, day: toWireWeekday(w.day), startTime: toWireHour(w.startHour), endTime: toWireHour(w.endHour) })),
  closedDays: hours.closedDays.map(toWireWeekday),
});
