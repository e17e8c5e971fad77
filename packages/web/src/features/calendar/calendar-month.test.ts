import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, monthWeeks, moveDay } from './calendar-month';

const date = (iso: string) => Temporal.PlainDate.from(iso);

describe('monthWeeks', () => {
  it('covers the month with whole weeks from the first weekday of the language', () => {
    // 1 March 2026 is a Sunday.
    const sunday = monthWeeks(Temporal.PlainYearMonth.from('2026-03'), firstDayOfWeek('pt-BR'));
    expect(sunday).toHaveLength(5);
    expect(sunday[0]![0]!.date.toString()).toBe('2026-03-01');
    expect(sunday.at(-1)!.at(-1)!.date.toString()).toBe('2026-04-04');
    const monday = monthWeeks(Temporal.PlainYearMonth.from('2026-03'), firstDayOfWeek('fr'));
    expect(monday).toHaveLength(6);
    expect(monday[0]!.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(monday[0]![0]!.date.toString()).toBe('2026-02-23');
  });
});

describe('moveDay', () => {
  it('goes to the start and end of the week, without leaving the month', () => {
    expect(moveDay(date('2026-03-11'), 'weekStart', 7).toString()).toBe('2026-03-08');
    expect(moveDay(date('2026-03-11'), 'weekEnd', 7).toString()).toBe('2026-03-14');
    expect(moveDay(date('2026-03-30'), 'weekEnd', 7).toString()).toBe('2026-03-31');
    expect(moveDay(date('2026-03-01'), 'weekStart', 1).toString()).toBe('2026-03-01');
    expect(moveDay(date('2026-03-03'), 'weekStart', 1).toString()).toBe('2026-03-02');
  });

  it('keeps the day of the month on Page Up / Page Down, clamped to shorter months', () => {
    expect(moveDay(date('2026-01-31'), 'nextMonth', 7).toString()).toBe('2026-02-28');
    expect(moveDay(date('2026-03-31'), 'previousMonth', 7).toString()).toBe('2026-02-28');
    expect(moveDay(date('2026-01-15'), 'previousMonth', 7).toString()).toBe('2025-12-15');
  });
});
