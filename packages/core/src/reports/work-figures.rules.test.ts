import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { buildCalendarTable, type CalendarEntry, type CalendarVisitEntry } from '../calendar/calendar-table';
import type { ClientReport, TaskReport } from './reports.port';
import {
  averageDuration,
  hoursWorked,
  outcomesBy,
  periodsOf,
  periodStart,
  validateWorkRange,
  closedVisitsByDay,
  outcomesByDay,
  visitsIn,
  workedVisits,
  WORK_RANGE_MAX_DAYS,
  type WorkedVisit,
} from './work-figures.rules';

const day = (iso: string) => Temporal.PlainDate.from(iso);
const ZONE = 'America/Sao_Paulo';
const range = (from: string, to: string) => ({ from: day(from), to: day(to) });

/** A report of a visit on `date` (São Paulo, UTC-3), started at `start` for `minutes`. */
const report = (date: string, start: string, minutes: number | null, collaborator: string | null = 'Ana Souza'): TaskReport => {
  const startedAt = Temporal.ZonedDateTime.from(`${date}T${start}[${ZONE}]`).toInstant();
  return {
    visitId: `v-${date}-${start}`,
    visitDate: day(date),
    taskId: null,
    startedAt,
    finishedAt: minutes === null ? null : startedAt.add({ minutes }),
    collaboratorName: collaborator,
    observation: '',
  };
};
const client = (id: string, name: string, reports: TaskReport[]): ClientReport => ({
  client: { id, name, phone: '11999990000', email: `${id}@x.y`, address: null },
  services: [],
  discountPercent: 0,
  reports,
});

describe('periods', () => {
  it('start weeks on Monday and months on the 1st', () => {
    expect(periodStart(day('2026-11-22'), 'week').toString()).toBe('2026-11-16'); // a Sunday
    expect(periodStart(day('2026-11-23'), 'week').toString()).toBe('2026-11-23'); // a Monday
    expect(periodStart(day('2026-11-30'), 'month').toString()).toBe('2026-11-01');
  });

  it('cover every period the range touches, the first and last partly', () => {
    expect(periodsOf(range('2026-11-04', '2026-11-17'), 'week').map(String)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(periodsOf(range('2026-01-31', '2026-03-01'), 'month').map(String)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(periodsOf(range('2026-05-05', '2026-05-05'), 'week')).toHaveLength(1);
  });
});

describe('validateWorkRange', () => {
  it('takes a range of one day up to five years, and refuses one that ends before it starts', () => {
    expect(validateWorkRange(range('2026-05-05', '2026-05-05')).ok).toBe(true);
    const longest = { from: day('2021-01-01'), to: day('2021-01-01').add({ days: WORK_RANGE_MAX_DAYS - 1 }) };
    expect(validateWorkRange(longest).ok).toBe(true);
    expect(validateWorkRange({ ...longest, to: longest.to.add({ days: 1 }) })).toEqual({ ok: false, error: { code: 'RANGE_TOO_LONG', maxDays: WORK_RANGE_MAX_DAYS } });
    expect(validateWorkRange(range('2026-05-06', '2026-05-05'))).toEqual({ ok: false, error: { code: 'RANGE_REVERSED' } });
  });
});

describe('workedVisits', () => {
  it('takes the visit’s own date, its length from start to finish, and who started it', () => {
    const [visit] = workedVisits([client('c1', 'Maria', [report('2026-11-03', '09:00', 90)])], ZONE);
    expect(visit).toMatchObject({ clientId: 'c1', clientName: 'Maria', collaborator: 'Ana Souza', minutes: 90 });
    expect(visit!.date.toString()).toBe('2026-11-03');
  });

  it('falls back on the start’s day in the business’s time zone, not UTC’s', () => {
    // 22:30 in São Paulo on the 3rd is already the 4th in UTC.
    const late = { ...report('2026-11-03', '22:30', 60), visitDate: null };
    expect(workedVisits([client('c1', 'Maria', [late])], ZONE)[0]!.date.toString()).toBe('2026-11-03');
  });

  it('knows no length without a finish or with a finish before the start, and leaves out a report with no date at all', () => {
    const noFinish = report('2026-11-03', '09:00', null);
    const backwards = { ...report('2026-11-03', '09:00', 30), finishedAt: Temporal.Instant.from('2026-11-03T11:00:00Z') };
    const dateless = { ...report('2026-11-03', '09:00', 30), visitDate: null, startedAt: null, finishedAt: null };
    const visits = workedVisits([client('c1', 'Maria', [noFinish, backwards, dateless])], ZONE);
    expect(visits.map((v) => v.minutes)).toEqual([null, null]);
  });

  it('lists the oldest first, and a blank collaborator as nobody', () => {
    const visits = workedVisits([client('c1', 'Maria', [report('2026-11-10', '09:00', 30, '  '), report('2026-11-03', '09:00', 30)])], ZONE);
    expect(visits.map((v) => [v.date.toString(), v.collaborator])).toEqual([
      ['2026-11-03', 'Ana Souza'],
      ['2026-11-10', null],
    ]);
  });
});

describe('hoursWorked', () => {
  const visits: WorkedVisit[] = workedVisits(
    [
      client('c1', 'Maria', [report('2026-11-02', '09:00', 120, 'Ana'), report('2026-11-09', '09:00', 90, 'Bruno'), report('2026-11-10', '09:00', 30, 'Ana')]),
      client('c2', 'João', [report('2026-11-03', '14:00', 60, 'Bruno'), report('2026-10-30', '09:00', 600, 'Ana'), report('2026-11-04', '09:00', null, 'Ana')]),
    ],
    ZONE,
  );

  it('adds each collaborator’s hours per week inside the range only, the most worked first', () => {
    const figures = hoursWorked(visits, range('2026-11-01', '2026-11-15'), 'week', 'collaborator');
    expect(figures.periods.map(String)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(figures.series).toEqual([
      { name: 'Ana', hours: [0, 2, 0.5], total: 2.5 },
      { name: 'Bruno', hours: [0, 1, 1.5], total: 2.5 },
    ]);
    expect(figures.total).toBe(5);
  });

  it('adds each client’s hours per month', () => {
    const figures = hoursWorked(visits, range('2026-10-01', '2026-11-30'), 'month', 'client');
    expect(figures.series).toEqual([
      { name: 'João', hours: [10, 1], total: 11 },
      { name: 'Maria', hours: [0, 4], total: 4 },
    ]);
  });

  it('folds everyone past the top into one “others” series, but never a single one', () => {
    const many = workedVisits(
      Array.from({ length: 9 }, (_, i) => client(`c${i}`, `Client ${i}`, [report('2026-11-03', '09:00', 60 * (i + 1))])),
      ZONE,
    );
    const figures = hoursWorked(many, range('2026-11-01', '2026-11-30'), 'month', 'client', 6);
    expect(figures.series.map((s) => s.name)).toEqual(['Client 8', 'Client 7', 'Client 6', 'Client 5', 'Client 4', 'Client 3', null]);
    expect(figures.series.at(-1)).toEqual({ name: null, hours: [6], total: 6 });
    expect(figures.total).toBe(45);
    expect(hoursWorked(many.slice(0, 7), range('2026-11-01', '2026-11-30'), 'month', 'client', 6).series.every((s) => s.name !== null)).toBe(true);
  });
});

describe('hours, rounded once', () => {
  it('gives a total of its visits’ time rounded once, not the sum of its rounded parts', () => {
    // 20 s each: 0.0056 h, 0.01 h each; 40 s together: 0.0111 h, 0.01 h (the sum of the rounded parts says 0.02).
    const seconds = (date: string, who: string): TaskReport => ({ ...report(date, '09:00', 0, who), finishedAt: report(date, '09:00', 0, who).startedAt!.add({ seconds: 20 }) });
    const visits = workedVisits([client('c1', 'Maria', [seconds('2026-11-02', 'Ana'), seconds('2026-11-03', 'Bruno')])], ZONE);
    const figures = hoursWorked(visits, range('2026-11-01', '2026-11-30'), 'month', 'collaborator');
    expect(figures.series.map((s) => s.total)).toEqual([0.01, 0.01]);
    expect(figures.total).toBe(0.01);
  });
});

describe('outcomesBy', () => {
  const entry = (client: string, visits: [string, string, CalendarVisitEntry['status']][]): CalendarEntry => ({
    client: { id: client, name: client, phone: '', email: '', address: null },
    team: null,
    recurrence: null,
    visits: visits.map(([id, day, status]) => ({ id, day: Number(day.replaceAll('-', '')), minute: 540, status })),
  });
  const table = buildCalendarTable([
    entry('Maria', [
      ['v1', '2026-11-02', 'finished'],
      ['v2', '2026-11-09', 'cancelled'],
      ['v3', '2026-11-10', 'finished'],
      ['v4', '2026-11-11', 'pending'],
      ['v5', '2026-11-12', 'started'],
      ['v6', '2026-12-01', 'cancelled'],
    ]),
    entry('João', [['v7', '2026-11-10', 'cancelled']]),
  ]);

  it("counts the calendar's closed visits per day, finished and cancelled apart", () => {
    expect(closedVisitsByDay(table).map((day) => [day.date.toString(), day.finished, day.cancelled])).toEqual([
      ['2026-11-02', 1, 0],
      ['2026-11-09', 0, 1],
      ['2026-11-10', 1, 1],
      ['2026-12-01', 0, 1],
    ]);
  });

  it('counts only closed visits, finished and cancelled apart, per period of the range', () => {
    const figures = outcomesByDay(closedVisitsByDay(table), range('2026-11-01', '2026-11-30'), 'week');
    expect(figures.finished).toEqual([0, 1, 1, 0, 0, 0]);
    expect(figures.cancelled).toEqual([0, 0, 2, 0, 0, 0]);
    expect(figures.totals).toEqual({ finished: 2, cancelled: 2 });
  });

  it('gives the same figures from single visits as from their day counts', () => {
    const singles = [
      { date: Temporal.PlainDate.from('2026-11-02'), status: 'finished' as const },
      { date: Temporal.PlainDate.from('2026-11-10'), status: 'cancelled' as const },
      { date: Temporal.PlainDate.from('2026-11-10'), status: 'finished' as const },
    ];
    const days = [
      { date: Temporal.PlainDate.from('2026-11-02'), finished: 1, cancelled: 0 },
      { date: Temporal.PlainDate.from('2026-11-10'), finished: 1, cancelled: 1 },
    ];
    expect(outcomesBy(singles, range('2026-11-01', '2026-11-30'), 'month')).toEqual(outcomesByDay(days, range('2026-11-01', '2026-11-30'), 'month'));
  });
});

describe('averageDuration', () => {
  it('averages the known lengths per period and overall, and knows none where there are none', () => {
    const visits = workedVisits([client('c1', 'Maria', [report('2026-11-02', '09:00', 60), report('2026-11-03', '09:00', 91), report('2026-11-04', '09:00', null)])], ZONE);
    const figures = averageDuration(visits, range('2026-11-01', '2026-11-15'), 'week');
    expect(figures.minutes).toEqual([null, 76, null]);
    expect(figures.overall).toBe(76);
    expect(averageDuration([], range('2026-11-01', '2026-11-15'), 'week').overall).toBeNull();
  });
});

describe('visitsIn', () => {
  it('lists the visits of the range, newest first', () => {
    const visits = workedVisits([client('c1', 'Maria', [report('2026-11-02', '09:00', 60), report('2026-11-20', '09:00', 60), report('2026-12-02', '09:00', 60)])], ZONE);
    expect(visitsIn(visits, range('2026-11-01', '2026-11-30')).map((v) => v.date.toString())).toEqual(['2026-11-20', '2026-11-02']);
  });
});
