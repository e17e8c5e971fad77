import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Result } from '../shared/result';
import { generateVisitDates, recurrenceStart, type NoVisitDates, type RecurrenceRequest } from './recurrence.rules';

const SP = 'America/Sao_Paulo';
/** Monday 2 March 2026, 07:00 in São Paulo. */
const MONDAY_7AM = Temporal.Instant.from('2026-03-02T10:00:00Z');

function dates(request: Partial<RecurrenceRequest> & Pick<RecurrenceRequest, 'recurrence'>): string[] {
  const result = generateVisitDates({ now: MONDAY_7AM, timeZone: SP, ...request });
  if (!result.ok) throw new Error(result.error.reason);
  return result.value.map((d) => d.toString({ timeZoneName: 'never' }));
}
const failure = (result: Result<unknown, NoVisitDates>) => (result.ok ? null : result.error);
const time = (iso: string) => Temporal.PlainTime.from(iso);

describe('recurrence', () => {
  it('generates daily dates at 08:00 from today up to the day before the same date next year, skipping closed days', () => {
    const daily = dates({ recurrence: 'daily', closedDays: [7] });
    expect(daily[0]).toBe('2026-03-02T08:00:00-03:00');
    expect(daily.at(-1)).toBe('2027-03-01T08:00:00-03:00');
    expect(daily).toHaveLength(365 - 52);
    expect(daily.some((d) => Temporal.PlainDate.from(d.slice(0, 10)).dayOfWeek === 7)).toBe(false);
    expect(dates({ recurrence: 'period', closedDays: [7] })).toEqual(daily);
  });

  it('steps 7 and 14 days for weekly and biweekly', () => {
    const weekly = dates({ recurrence: 'weekly' });
    expect(weekly.slice(0, 2)).toEqual(['2026-03-02T08:00:00-03:00', '2026-03-09T08:00:00-03:00']);
    // 365 days from a Monday hold 53 Mondays; the last is the day before the same date next year.
    expect(weekly).toHaveLength(53);
    expect(weekly.at(-1)).toBe('2027-03-01T08:00:00-03:00');
    const biweekly = dates({ recurrence: 'biweekly' });
    expect(biweekly.slice(0, 2)).toEqual(['2026-03-02T08:00:00-03:00', '2026-03-16T08:00:00-03:00']);
    expect(biweekly).toHaveLength(27);
    expect(biweekly.at(-1)).toBe('2027-03-01T08:00:00-03:00');
  });

  it('counts monthly dates from the start date: 31 Jan, 29 Feb in a leap year, then back to 31 Mar', () => {
    const jan31 = Temporal.Instant.from('2024-01-31T10:00:00Z');
    const monthly = dates({ recurrence: 'monthly', now: jan31 }).map((d) => d.slice(0, 10));
    expect(monthly).toEqual([
      '2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31', '2024-06-30',
      '2024-07-31', '2024-08-31', '2024-09-30', '2024-10-31', '2024-11-30', '2024-12-31',
    ]);
    const notLeap = dates({ recurrence: 'monthly', now: Temporal.Instant.from('2023-01-31T10:00:00Z') }).map((d) => d.slice(0, 10));
    expect(notLeap.slice(0, 3)).toEqual(['2023-01-31', '2023-02-28', '2023-03-31']);
  });

  it('skips (does not move) a monthly date that falls on a closed weekday', () => {
    // 2026-03-02 + n months: 2 Aug 2026 and 2 May 2027... 2 Aug 2026 is a Sunday.
    const monthly = dates({ recurrence: 'monthly', closedDays: [7] }).map((d) => d.slice(0, 10));
    expect(monthly).not.toContain('2026-08-02');
    expect(monthly).toContain('2026-09-02');
    expect(monthly).toHaveLength(11);
  });

  it('uses the chosen time', () => {
    expect(dates({ recurrence: 'weekly', time: time('15:30') })[0]).toBe('2026-03-02T15:30:00-03:00');
  });

  it('leaves out instants earlier than now: today is kept until its time has passed', () => {
    const at8 = Temporal.Instant.from('2026-03-02T11:00:00Z');
    expect(dates({ recurrence: 'daily', now: at8 })[0]).toBe('2026-03-02T08:00:00-03:00');
    const at10 = Temporal.Instant.from('2026-03-02T13:00:00Z');
    expect(dates({ recurrence: 'daily', now: at10 })[0]).toBe('2026-03-03T08:00:00-03:00');
    expect(dates({ recurrence: 'unit', now: at8 })).toEqual(['2026-03-02T08:00:00-03:00']);
    expect(failure(generateVisitDates({ recurrence: 'unit', now: at10, timeZone: SP }))).toEqual({ code: 'SCHEDULING_NO_DATES', reason: 'TIME_PASSED' });
    expect(dates({ recurrence: 'unit', now: at10, time: time('14:00') })).toEqual(['2026-03-02T14:00:00-03:00']);
  });

  it('starts on the next chosen weekday, today included', () => {
    const today = Temporal.PlainDate.from('2026-03-02');
    expect(recurrenceStart(today, 1).toString()).toBe('2026-03-02');
    expect(recurrenceStart(today, 3).toString()).toBe('2026-03-04');
    expect(recurrenceStart(today, 7).toString()).toBe('2026-03-08');
    expect(recurrenceStart(today, null).toString()).toBe('2026-03-02');
    expect(dates({ recurrence: 'weekly', weekday: 3 })[0]).toBe('2026-03-04T08:00:00-03:00');
    expect(dates({ recurrence: 'unit', weekday: 5 })).toEqual(['2026-03-06T08:00:00-03:00']);
  });

  it('fails with DAY_CLOSED when every candidate falls on a closed day', () => {
    expect(failure(generateVisitDates({ recurrence: 'weekly', weekday: 7, closedDays: [7], now: MONDAY_7AM, timeZone: SP }))).toEqual({
      code: 'SCHEDULING_NO_DATES',
      reason: 'DAY_CLOSED',
    });
    expect(failure(generateVisitDates({ recurrence: 'unit', closedDays: [1], now: MONDAY_7AM, timeZone: SP }))?.reason).toBe('DAY_CLOSED');
  });

  describe('keeps the local time across DST changes', () => {
    it.each([
      ['Europe/Paris', '2026-03-23T12:00:00Z', ['2026-03-23T15:00:00+01:00', '2026-03-30T15:00:00+02:00'], '2026-10-26T15:00:00+01:00'],
      ['America/Mexico_City', '2022-03-28T12:00:00Z', ['2022-03-28T15:00:00-06:00', '2022-04-04T15:00:00-05:00'], '2022-10-31T15:00:00-06:00'],
      ['America/Sao_Paulo', '2018-10-29T12:00:00Z', ['2018-10-29T15:00:00-03:00', '2018-11-05T15:00:00-02:00'], '2019-02-18T15:00:00-03:00'],
    ])('weekly 15:00 in %s', (timeZone, now, firstTwo, afterTheReturn) => {
      const weekly = dates({ recurrence: 'weekly', time: time('15:00'), now: Temporal.Instant.from(now), timeZone });
      expect(weekly.slice(0, 2)).toEqual(firstTwo);
      expect(weekly).toContain(afterTheReturn);
      expect(weekly.every((d) => d.slice(11, 16) === '15:00')).toBe(true);
      // Seven days apart on the calendar, but not 168 hours apart across the change.
      const [a, b] = firstTwo.map((d) => Temporal.Instant.from(d).epochMilliseconds);
      expect((b! - a!) / 3_600_000).toBe(167);
    });

    it('moves a time the DST change skips forward by the gap', () => {
      const midnight = dates({ recurrence: 'daily', time: time('00:00'), now: Temporal.Instant.from('2018-11-02T12:00:00Z') });
      expect(midnight.slice(0, 4)).toEqual([
        '2018-11-03T00:00:00-03:00',
        '2018-11-04T01:00:00-02:00',
        '2018-11-05T00:00:00-02:00',
        '2018-11-06T00:00:00-02:00',
      ]);
    });
  });
});
