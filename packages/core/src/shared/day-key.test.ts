import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { dayKey, dayKeyParts, epochDay, isRealDate, monthKeyOf, plainDateOfKey } from './day-key';

describe('day keys', () => {
  it('orders days as numbers and gives the date back', () => {
    expect(dayKey(2026, 11, 26)).toBe(20261126);
    expect(dayKey(2026, 12, 31)).toBeLessThan(dayKey(2027, 1, 1));
    expect(dayKeyParts(20260301)).toEqual({ year: 2026, month: 3, day: 1 });
    expect(plainDateOfKey(20240229).toString()).toBe('2024-02-29');
    expect(monthKeyOf(Temporal.PlainYearMonth.from('2026-11'))).toBe(202611);
  });

  it('counts epoch days as Temporal does, across leap years and centuries', () => {
    const epoch = Temporal.PlainDate.from('1970-01-01');
    for (const text of ['1970-01-01', '1969-12-31', '2000-02-29', '2000-03-01', '1900-03-01', '2024-02-29', '2026-11-26', '2100-12-31', '1600-01-01']) {
      const date = Temporal.PlainDate.from(text);
      expect(epochDay(date.year, date.month, date.day), text).toBe(epoch.until(date, { largestUnit: 'days' }).days);
    }
  });

  it('tells a real date from one that is not', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2025, 2, 29)).toBe(false);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(2026, 4, 31)).toBe(false);
    expect(isRealDate(2026, 13, 1)).toBe(false);
    expect(isRealDate(2026, 1, 0)).toBe(false);
  });
});
