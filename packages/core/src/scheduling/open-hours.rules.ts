// The hours a business is open on a day, for the week view of each team's load.
import type { BusinessHours } from '../business/business-hours';
import type { IsoWeekday } from '../shared/weekday';

/** The minutes the business is open on a weekday: its working hours, 0 when closed or without hours. */
export function openMinutesOn(hours: BusinessHours | null, weekday: IsoWeekday): number {
  if (!hours || hours.closedDays.includes(weekday)) return 0;
  const day = hours.workingHours.find((w) => w.day === weekday);
  return day ? Math.max(0, day.endHour - day.startHour) * 60 : 0;
}
