import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fromTwelveHour, minuteOfDay, toTwelveHour, type TwelveHourTime } from './twelve-hour-clock';

describe('the 12-hour clock', () => {
  it('shows midnight as 12 AM and noon as 12 PM, and the minutes as they are', () => {
    expect(toTwelveHour({ hour: 0, minute: 0 })).toEqual({ hour12: 12, minute: 0, meridian: 'AM' });
    expect(toTwelveHour({ hour: 11, minute: 59 })).toEqual({ hour12: 11, minute: 59, meridian: 'AM' });
    expect(toTwelveHour({ hour: 12, minute: 5 })).toEqual({ hour12: 12, minute: 5, meridian: 'PM' });
    expect(toTwelveHour({ hour: 23, minute: 30 })).toEqual({ hour12: 11, minute: 30, meridian: 'PM' });
  });

  it('reads 12 AM as midnight and 12 PM as noon', () => {
    expect(fromTwelveHour({ hour12: 12, minute: 0, meridian: 'AM' })).toEqual(Temporal.PlainTime.from('00:00'));
    expect(fromTwelveHour({ hour12: 12, minute: 5, meridian: 'PM' })).toEqual(Temporal.PlainTime.from('12:05'));
    expect(fromTwelveHour({ hour12: 1, minute: 0, meridian: 'PM' })).toEqual(Temporal.PlainTime.from('13:00'));
    expect(fromTwelveHour({ hour12: 11, minute: 59, meridian: 'PM' })).toEqual(Temporal.PlainTime.from('23:59'));
  });

  it('gives back every minute of the day it was given', () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 1, 30, 59]) {
        const twelve: TwelveHourTime = toTwelveHour({ hour, minute });
        expect(twelve.hour12).toBeGreaterThanOrEqual(1);
        expect(twelve.hour12).toBeLessThanOrEqual(12);
        expect(fromTwelveHour(twelve)).toEqual(Temporal.PlainTime.from({ hour, minute }));
      }
    }
  });
});

describe('minuteOfDay', () => {
  it('counts minutes from midnight: 12 AM is 0, 12 PM is noon', () => {
    expect(minuteOfDay({ hour12: 12, minute: 0, meridian: 'AM' })).toBe(0);
    expect(minuteOfDay({ hour12: 12, minute: 30, meridian: 'PM' })).toBe(750);
    expect(minuteOfDay({ hour12: 11, minute: 59, meridian: 'PM' })).toBe(1439);
    for (let hour = 0; hour < 24; hour += 1) expect(minuteOfDay(toTwelveHour({ hour, minute: 15 }))).toBe(hour * 60 + 15);
  });
});
