// "Today" for the business: the date its clock shows in its time zone (spec decision 7), which is
// not the date in UTC nor, near midnight, the device's date.
import type { Temporal } from 'temporal-polyfill';
import type { Clock } from './clock.port';

export function businessToday(clock: Pick<Clock, 'now' | 'timeZone'>): Temporal.PlainDate {
  return clock.now().toZonedDateTimeISO(clock.timeZone()).toPlainDate();
}
