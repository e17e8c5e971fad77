import { describe, expect, it } from 'vitest';
import {
  addClosedDay,
  addWorkingHours,
  EMPTY_BUSINESS_HOURS,
  formatHour,
  openWeekdays,
  parseHour,
  parseWholeHour,
  removeClosedDay,
  removeWorkingHours,
  reorganise,
  timeBasedId,
  type BusinessHours,
} from './business-hours';

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw new Error(String(r.error));
  return r.value;
};

describe('working hours', () => {
  it('adds a day with a time-based id', () => {
    const hours = unwrap(addWorkingHours(EMPTY_BUSINESS_HOURS, { day: 1, startHour: 8, endHour: 18 }, 1_700_000_000_000));
    expect(hours.workingHours).toEqual([{ id: '1700000000000', day: 1, startHour: 8, endHour: 18 }]);
  });

  it('gives entries added in the same millisecond different ids', () => {
    let hours: BusinessHours = EMPTY_BUSINESS_HOURS;
    hours = unwrap(addWorkingHours(hours, { day: 1, startHour: 8, endHour: 18 }, 5));
    hours = unwrap(addWorkingHours(hours, { day: 2, startHour: 8, endHour: 18 }, 5));
    expect(hours.workingHours.map((w) => w.id)).toEqual(['5', '6']);
    expect(timeBasedId(5, ['5', '6'])).toBe('7');
  });

  it('refuses a closed day: "That day is closed..."', () => {
    const closed = unwrap(addClosedDay(EMPTY_BUSINESS_HOURS, 7));
    expect(addWorkingHours(closed, { day: 7, startHour: 8, endHour: 12 }, 1)).toEqual({ ok: false, error: 'DAY_CLOSED' });
  });

  it('refuses a day already added: "That day is already added..."', () => {
    const hours = unwrap(addWorkingHours(EMPTY_BUSINESS_HOURS, { day: 3, startHour: 8, endHour: 18 }, 1));
    expect(addWorkingHours(hours, { day: 3, startHour: 9, endHour: 12 }, 2)).toEqual({ ok: false, error: 'DAY_ALREADY_ADDED' });
  });

  it.each([
    [8, 8],
    [18, 8],
    [-1, 8],
    [8, 24],
    [8.5, 12],
  ])('refuses the range %s-%s', (startHour, endHour) => {
    expect(addWorkingHours(EMPTY_BUSINESS_HOURS, { day: 1, startHour, endHour }, 1)).toEqual({ ok: false, error: 'HOURS_RANGE_INVALID' });
  });

  it('accepts the whole-hour bounds 00:00-23:00', () => {
    expect(addWorkingHours(EMPTY_BUSINESS_HOURS, { day: 1, startHour: 0, endHour: 23 }, 1).ok).toBe(true);
  });

  it('refuses closing a day that has working hours, or closing it twice', () => {
    const hours = unwrap(addWorkingHours(EMPTY_BUSINESS_HOURS, { day: 1, startHour: 8, endHour: 18 }, 1));
    expect(addClosedDay(hours, 1)).toEqual({ ok: false, error: 'DAY_HAS_WORKING_HOURS' });
    const closed = unwrap(addClosedDay(hours, 7));
    expect(addClosedDay(closed, 7)).toEqual({ ok: false, error: 'DAY_ALREADY_CLOSED' });
  });

  it('removes entries and closed days', () => {
    let hours = unwrap(addWorkingHours(EMPTY_BUSINESS_HOURS, { day: 1, startHour: 8, endHour: 18 }, 1));
    hours = unwrap(addClosedDay(hours, 7));
    expect(removeWorkingHours(hours, '1').workingHours).toEqual([]);
    expect(removeClosedDay(hours, 7).closedDays).toEqual([]);
  });

  it('reorganises both lists from Sunday', () => {
    let hours: BusinessHours = EMPTY_BUSINESS_HOURS;
    for (const [i, day] of ([6, 1, 3] as const).entries()) hours = unwrap(addWorkingHours(hours, { day, startHour: 8, endHour: 17 }, i));
    hours = unwrap(addClosedDay(hours, 5));
    hours = unwrap(addClosedDay(hours, 7));
    const sorted = reorganise(hours);
    expect(sorted.workingHours.map((w) => w.day)).toEqual([1, 3, 6]);
    expect(sorted.closedDays).toEqual([7, 5]);
  });

  it('lists the open weekdays', () => {
    let hours: BusinessHours = EMPTY_BUSINESS_HOURS;
    hours = unwrap(addWorkingHours(hours, { day: 2, startHour: 8, endHour: 17 }, 1));
    hours = unwrap(addWorkingHours(hours, { day: 4, startHour: 8, endHour: 17 }, 2));
    expect(openWeekdays(hours)).toEqual([2, 4]);
  });

  it('formats and parses whole hours', () => {
    expect(formatHour(8)).toBe('08:00');
    expect(parseHour('08:00')).toBe(8);
    expect(parseHour('23:00')).toBe(23);
    expect(parseHour('24:00')).toBeNull();
    expect(parseHour(7)).toBe(7);
    expect(parseHour('eight')).toBeNull();
  });

  it('reads only whole hours from a request', () => {
    expect(parseWholeHour('08:00')).toBe(8);
    expect(parseWholeHour(' 23:00 ')).toBe(23);
    expect(parseWholeHour(9)).toBe(9);
    expect(parseWholeHour('08:30')).toBeNull();
    expect(parseWholeHour('08:01')).toBeNull();
    expect(parseWholeHour('24:00')).toBeNull();
  });
});
