import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { businessCalendar } from '../scheduling/business-calendar.rules';
import { generateVisitDates, RECURRENCES } from '../scheduling/recurrence.rules';
import type { IsoWeekday } from '../shared/weekday';
import { civilFromDays, daysFromCivil, seriesInstants } from './visit-series.rules';

const ZONES = ['America/Sao_Paulo', 'America/New_York', 'Europe/Paris', 'Australia/Lord_Howe'];

describe('civil days', () => {
  it('agree with Temporal over four centuries of month starts and ends', () => {
    for (let year = 1900; year <= 2300; year += 7) {
      for (let month = 1; month <= 12; month++) {
        const first = Temporal.PlainDate.from({ year, month, day: 1 });
        const days = first.since('1970-01-01').total('days');
        expect(daysFromCivil(year, month, 1)).toBe(days);
        expect(civilFromDays(days + first.daysInMonth - 1)).toEqual({ year, month, day: first.daysInMonth });
      }
    }
  });
});

describe('seriesInstants against the add-client form’s generateVisitDates', () => {
  const cases = ZONES.flatMap((timeZone) =>
    RECURRENCES.flatMap((recurrence) =>
      ['2026-01-31T10:00:00Z', '2026-03-07T14:00:00Z', '2024-02-29T02:00:00Z'].map((now) => ({ timeZone, recurrence, now })),
    ),
  );
  it.each(cases)('$recurrence in $timeZone from $now, at 08:00, 15:30 and 02:30, closed days or none', ({ timeZone, recurrence, now }) => {
    const instant = Temporal.Instant.from(now);
    const today = instant.toZonedDateTimeISO(timeZone).toPlainDate();
    for (const [time, closedDays] of [
      ['08:00', []],
      ['15:30', [7]],
      ['02:30', [6, 7]],
    ] as const) {
      const expected = generateVisitDates({ recurrence, now: instant, timeZone, time: Temporal.PlainTime.from(time), closedDays: closedDays as readonly IsoWeekday[] });
      const calendar = businessCalendar(timeZone, closedDays as readonly IsoWeekday[]);
      const actual = seriesInstants({ recurrence, first: today.toPlainDateTime(Temporal.PlainTime.from(time)) }, calendar, instant.epochMilliseconds);
      expect(actual).toEqual(expected.ok ? expected.value.map((d) => d.epochMilliseconds) : []);
    }
  });

  it('starts today at 08:00 without a first visit', () => {
    const now = Temporal.Instant.from('2026-03-02T09:00:00Z'); // 06:00 in São Paulo
    const calendar = businessCalendar('America/Sao_Paulo', []);
    const dates = seriesInstants({ recurrence: 'weekly', first: null }, calendar, now.epochMilliseconds);
    expect(Temporal.Instant.fromEpochMilliseconds(dates[0]!).toZonedDateTimeISO('America/Sao_Paulo').toPlainDateTime().toString()).toBe('2026-03-02T08:00:00');
    expect(dates).toHaveLength(53); // 2 March 2026 to 1 March 2027
  });
});

describe('a series that began before today', () => {
  const timeZone = 'America/Sao_Paulo';
  const now = Temporal.Instant.from('2026-03-02T15:00:00Z'); // Monday 2 March, 12:00 local
  const calendar = businessCalendar(timeZone, []);
  const local = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDateTime().toString();

  it('keeps its rhythm: weekly on Wednesdays since last year goes on next Wednesday', () => {
    const dates = seriesInstants({ recurrence: 'weekly', first: Temporal.PlainDateTime.from('2025-01-01T09:00') }, calendar, now.epochMilliseconds);
    expect(local(dates[0]!)).toBe('2026-03-04T09:00:00');
    expect(local(dates.at(-1)!)).toBe('2027-02-24T09:00:00');
  });

  it('leaves out today’s visit once its time has passed, and keeps it until then', () => {
    expect(local(seriesInstants({ recurrence: 'daily', first: Temporal.PlainDateTime.from('2026-02-01T11:59') }, calendar, now.epochMilliseconds)[0]!)).toBe('2026-03-03T11:59:00');
    expect(local(seriesInstants({ recurrence: 'daily', first: Temporal.PlainDateTime.from('2026-02-01T12:00') }, calendar, now.epochMilliseconds)[0]!)).toBe('2026-03-02T12:00:00');
  });

  it('keeps a monthly series on its day, clamped to short months', () => {
    const dates = seriesInstants({ recurrence: 'monthly', first: Temporal.PlainDateTime.from('2025-10-31T10:00') }, calendar, now.epochMilliseconds);
    expect(dates.map(local).slice(0, 3)).toEqual(['2026-03-31T10:00:00', '2026-04-30T10:00:00', '2026-05-31T10:00:00']);
  });

  it('has no date for a single visit in the past, and one for a single visit ahead', () => {
    expect(seriesInstants({ recurrence: 'unit', first: Temporal.PlainDateTime.from('2026-03-01T10:00') }, calendar, now.epochMilliseconds)).toEqual([]);
    expect(seriesInstants({ recurrence: 'unit', first: Temporal.PlainDateTime.from('2026-04-01T10:00') }, calendar, now.epochMilliseconds).map(local)).toEqual(['2026-04-01T10:00:00']);
  });

  it('ends the day before today one year later, and has nothing for a first visit beyond it', () => {
    const dates = seriesInstants({ recurrence: 'daily', first: null }, calendar, now.epochMilliseconds);
    expect(local(dates.at(-1)!)).toBe('2027-03-01T08:00:00');
    expect(seriesInstants({ recurrence: 'weekly', first: Temporal.PlainDateTime.from('2027-03-02T08:00') }, calendar, now.epochMilliseconds)).toEqual([]);
  });
});
