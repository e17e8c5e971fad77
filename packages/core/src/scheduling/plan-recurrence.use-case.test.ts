import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { err } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { PlanRecurrence } from './plan-recurrence.use-case';

// 02:00 UTC on Monday 2 March is still Sunday 1 March, 23:00, in São Paulo: the business's day.
const clock = new FixedClock('2026-03-02T02:00:00Z', 'America/Sao_Paulo');
const at = (time: string) => Temporal.PlainTime.from(time);

describe('PlanRecurrence', () => {
  it("counts today from the business's time zone, not from UTC", () => {
    const result = new PlanRecurrence(clock).execute({ recurrence: 'unit', time: at('23:30'), weekday: null, closedDays: [] });
    expect(result.ok && result.value.map(String)).toEqual(['2026-03-01T23:30:00-03:00[America/Sao_Paulo]']);
  });

  it("skips a time already past on the business's clock", () => {
    const result = new PlanRecurrence(clock).execute({ recurrence: 'unit', time: at('22:59'), weekday: null, closedDays: [] });
    expect(result).toEqual(err({ code: 'SCHEDULING_NO_DATES', reason: 'TIME_PASSED' }));
  });

  it("skips the business's closed days, its today included", () => {
    const result = new PlanRecurrence(clock).execute({ recurrence: 'unit', time: at('23:30'), weekday: null, closedDays: [7] });
    expect(result).toEqual(err({ code: 'SCHEDULING_NO_DATES', reason: 'DAY_CLOSED' }));
  });

  it('plans a weekly visit from the chosen weekday up to one year ahead', () => {
    const result = new PlanRecurrence(clock).execute({ recurrence: 'weekly', time: at('08:00'), weekday: 1, closedDays: [7] });
    const dates = result.ok ? result.value.map(String) : [];
    expect(dates).toHaveLength(52);
    expect(dates[0]).toBe('2026-03-02T08:00:00-03:00[America/Sao_Paulo]');
    expect(dates.at(-1)).toBe('2027-02-22T08:00:00-03:00[America/Sao_Paulo]');
  });
});
