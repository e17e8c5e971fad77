// The business's working hours and closed days (000 sections 3 and 4): whole hours, one entry per
// day, a closed day cannot have working hours, each entry has a time-based id, and "reorganise"
// sorts both lists from Sunday.
import { err, ok, type Result } from '../shared/result';
import { compareFromSunday, type IsoWeekday } from '../shared/weekday';

export interface WorkingHours {
  readonly id: string;
  readonly day: IsoWeekday;
  /** Whole hours, 0 to 23 ("00:00" to "23:00"). */
  readonly startHour: number;
  readonly endHour: number;
}

export interface BusinessHours {
  readonly workingHours: readonly WorkingHours[];
  readonly closedDays: readonly IsoWeekday[];
}

export const EMPTY_BUSINESS_HOURS: BusinessHours = { workingHours: [], closedDays: [] };

export type HoursIssue = 'DAY_CLOSED' | 'DAY_ALREADY_ADDED' | 'HOURS_RANGE_INVALID' | 'DAY_HAS_WORKING_HOURS' | 'DAY_ALREADY_CLOSED';

const isHour = (h: number) => Number.isInteger(h) && h >= 0 && h <= 23;

/** A time-based id, unique within the existing entries. */
export function timeBasedId(nowMs: number, taken: readonly string[]): string {
  let candidate = nowMs;
  while (taken.includes(String(candidate))) candidate += 1;
  return String(candidate);
}

export function addWorkingHours(
  hours: BusinessHours,
  entry: { day: IsoWeekday; startHour: number; endHour: number },
  nowMs: number,
): Result<BusinessHours, HoursIssue> {
  if (hours.closedDays.includes(entry.day)) return err('DAY_CLOSED');
  if (hours.workingHours.some((w) => w.day === entry.day)) return err('DAY_ALREADY_ADDED');
  if (!isHour(entry.startHour) || !isHour(entry.endHour) || entry.startHour >= entry.endHour) return err('HOURS_RANGE_INVALID');
  const id = timeBasedId(nowMs, hours.workingHours.map((w) => w.id));
  return ok({ ...hours, workingHours: [...hours.workingHours, { id, ...entry }] });
}

export function removeWorkingHours(hours: BusinessHours, id: string): BusinessHours {
  return { ...hours, workingHours: hours.workingHours.filter((w) => w.id !== id) };
}

export function addClosedDay(hours: BusinessHours, day: IsoWeekday): Result<BusinessHours, HoursIssue> {
  if (hours.closedDays.includes(day)) return err('DAY_ALREADY_CLOSED');
  if (hours.workingHours.some((w) => w.day === day)) return err('DAY_HAS_WORKING_HOURS');
  return ok({ ...hours, closedDays: [...hours.closedDays, day] });
}

export function removeClosedDay(hours: BusinessHours, day: IsoWeekday): BusinessHours {
  return { ...hours, closedDays: hours.closedDays.filter((d) => d !== day) };
}

/** "Reorganise": working hours and closed days sorted by weekday from Sunday. */
export function reorganise(hours: BusinessHours): BusinessHours {
  return {
    workingHours: [...hours.workingHours].sort((a, b) => compareFromSunday(a.day, b.day)),
    closedDays: [...hours.closedDays].sort(compareFromSunday),
  };
}

/** The weekdays the business is open (has working hours and is not closed). */
export function openWeekdays(hours: BusinessHours): IsoWeekday[] {
  return hours.workingHours.filter((w) => !hours.closedDays.includes(w.day)).map((w) => w.day);
}

/** "HH:00" for a whole hour. */
export const formatHour = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** "HH:00" or a whole number 0-23 only: what a request may send (000 section 3, whole hours). */
export function parseWholeHour(value: unknown): number | null {
  if (typeof value === 'string' && /:(?!00\s*$)/.test(value)) return null;
  return parseHour(value);
}

/** Reads "HH:00" or "HH:MM" (minutes dropped) or a number; null when it is not an hour 0-23. */
export function parseHour(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,2})(?::(\d{2}))?$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  return isHour(hour) ? hour : null;
}
