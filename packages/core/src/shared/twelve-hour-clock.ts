// The 12-hour clock of the specification's time fields and of the wire (spec decision 7): an hour
// 1-12 with AM or PM, where 12 AM is midnight and 12 PM noon. Core converts; the screens and the
// wire format (@fieldteam/api-contract) only show or spell the parts.
import { Temporal } from 'temporal-polyfill';

export type Meridian = 'AM' | 'PM';

/** A time of day on the 12-hour clock. */
export interface TwelveHourTime {
  /** 1-12. */
  readonly hour12: number;
  readonly minute: number;
  readonly meridian: Meridian;
}

/** A 24-hour time of day on the 12-hour clock. */
export function toTwelveHour(time: { readonly hour: number; readonly minute: number }): TwelveHourTime {
  return { hour12: time.hour % 12 === 0 ? 12 : time.hour % 12, minute: time.minute, meridian: time.hour < 12 ? 'AM' : 'PM' };
}

/** A 12-hour clock time as a 24-hour time of day. */
export function fromTwelveHour(time: TwelveHourTime): Temporal.PlainTime {
  return Temporal.PlainTime.from({ hour: (time.hour12 % 12) + (time.meridian === 'PM' ? 12 : 0), minute: time.minute });
}

/** A 12-hour clock time as the minute of the day (0-1439), without a time object. */
export const minuteOfDay = (time: TwelveHourTime): number => ((time.hour12 % 12) + (time.meridian === 'PM' ? 12 : 0)) * 60 + time.minute;
