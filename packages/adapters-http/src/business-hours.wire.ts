// Working hours on the wire: Portuguese day names and "HH:00" times (DECISIONS 8), shared by
// the account group (set-employer) and the company group (hours).
import { formatHour, parseHour, portugueseWeekday, weekdayFromName, type BusinessHours, type IsoWeekday, type WorkingHours } from '@fieldteam/core';
import { isObject } from './wire-guards';

export interface WireBusinessHours {
  workingHours: Array<{ id: string; day: string; startTime: string; endTime: string }>;
  closedDays: string[];
}

export const toWireHours = (hours: BusinessHours): WireBusinessHours => ({
  workingHours: hours.workingHours.map((w) => ({ id: w.id, day: portugueseWeekday(w.day), startTime: formatHour(w.startHour), endTime: formatHour(w.endHour) })),
  closedDays: hours.closedDays.map(portugueseWeekday),
});

/** Reads wire hours; entries it cannot read are dropped. Null when there are none. */
export function fromWireHours(value: unknown): BusinessHours | null {
  if (!isObject(value)) return null;
  const workingHours: WorkingHours[] = [];
  for (const entry of Array.isArray(value.workingHours) ? value.workingHours : []) {
    if (!isObject(entry)) continue;
    const day = typeof entry.day === 'string' ? weekdayFromName(entry.day) : null;
    const startHour = parseHour(entry.startTime);
    const endHour = parseHour(entry.endTime);
    if (day && startHour !== null && endHour !== null) workingHours.push({ id: String(entry.id ?? `${day}`), day, startHour, endHour });
  }
  const closedDays = (Array.isArray(value.closedDays) ? value.closedDays : [])
    .map((name) => (typeof name === 'string' ? weekdayFromName(name) : null))
    .filter((day): day is IsoWeekday => day !== null);
  return { workingHours, closedDays };
}
