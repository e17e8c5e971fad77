// Working hours on the wire: Portuguese day names and "HH:00" times (DECISIONS 8), shared by
// the account group (set-employer) and the company group (hours). The format itself is the
// contract's (@fieldteam/api-contract); this reads an answer leniently into core's hours.
import { fromWireHour, fromWireWeekday, toWireHours, type WireBusinessHours } from '@fieldteam/api-contract';
import type { BusinessHours, IsoWeekday, WorkingHours } from '@fieldteam/core';
import { isObject } from './wire-guards';

export { toWireHours, type WireBusinessHours };

/** Reads wire hours; entries it cannot read are dropped. Null when there are none. */
export function fromWireHours(value: unknown): BusinessHours | null {
  if (!isObject(value)) return null;
  const workingHours: WorkingHours[] = [];
  for (const entry of Array.isArray(value.workingHours) ? value.workingHours : []) {
    if (!isObject(entry)) continue;
    const day = fromWireWeekday(entry.day);
    const startHour = fromWireHour(entry.startTime);
    const endHour = fromWireHour(entry.endTime);
    if (day && startHour !== null && endHour !== null) workingHours.push({ id: String(entry.id ?? `${day}`), day, startHour, endHour });
  }
  const closedDays = (Array.isArray(value.closedDays) ? value.closedDays : []).map(fromWireWeekday).filter((day): day is IsoWeekday => day !== null);
  return { workingHours, closedDays };
}
