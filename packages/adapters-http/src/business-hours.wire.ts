// Working hours on the wire: Portuguese day names and "HH:00" times (spec decision 8), shared by
// the account group (set-employer) and the company group (hours). The format itself is the
// contract's (@fieldteam/api-contract); this maps an answer's hours into core's.
import { fromWireHour, fromWireWeekday, toWireHours, type WireBusinessHours, type WireSchema } from '@fieldteam/api-contract';
import type { BusinessHours, IsoWeekday, WorkingHours } from '@fieldteam/core';

export { toWireHours, type WireBusinessHours };

/** Maps the hours of an answer; entries whose day or hours it cannot read are dropped. */
export function fromWireHours(wire: WireSchema<'BusinessHours'>): BusinessHours {
  const workingHours: WorkingHours[] = [];
  for (const entry of wire.workingHours) {
    const day = fromWireWeekday(entry.day);
    const startHour = fromWireHour(entry.startTime);
    const endHour = fromWireHour(entry.endTime);
    if (day && startHour !== null && endHour !== null) workingHours.push({ id: entry.id, day, startHour, endHour });
  }
  const closedDays = wire.closedDays.map(fromWireWeekday).filter((day): day is IsoWeekday => day !== null);
  return { workingHours, closedDays };
}
