import { FixedClock } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { buildCalendar, FakeCalendarApi, FakeVisitsApi, record, visit } from '../../testing/calendar.fixture';

let clock: FixedClock;
let calendarApi: FakeCalendarApi;

const create = () => buildCalendar(calendarApi, new FakeVisitsApi(calendarApi), clock, new Notifier(3100));

beforeEach(() => {
  // 2026-03-10 12:00 in São Paulo (UTC-3).
  clock = new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo');
  calendarApi = new FakeCalendarApi([]);
});

describe('MonthGridViewModel: the month', () => {
  it("opens on the business's today, taken in its time zone", () => {
    // 01:30 UTC on 1 March is still 28 February, 22:30, in São Paulo.
    clock.set('2026-03-01T01:30:00Z');
    const { month } = create();
    expect(month.today.toString()).toBe('2026-02-28');
    expect(month.month.toString()).toBe('2026-02');
    expect(month.focusedDay.toString()).toBe('2026-02-28');
    expect(month.isToday(Temporal.PlainDate.from('2026-02-28'))).toBe(true);
  });

  it('groups the visits per day of their local wall time, ordered by time', async () => {
    calendarApi.records = [
      record('c1', 'Bruna Dias', [visit('v1', '2026-03-10T23:30'), visit('v2', '2026-03-11T08:00')]),
      record('c2', 'Ana Souza', [visit('v3', '2026-03-10T09:15', 'started'), visit('v4', '2026-04-02T10:00')]),
    ];
    const vm = create();
    await vm.load();
    const { month } = vm;
    expect(month.tasksOn(Temporal.PlainDate.from('2026-03-10')).map((t) => [t.record.client.name, t.visit.start.toPlainTime().toString({ smallestUnit: 'minute' })])).toEqual([
      ['Ana Souza', '09:15'],
      ['Bruna Dias', '23:30'],
    ]);
    expect(month.tasksOn(Temporal.PlainDate.from('2026-03-11')).map((t) => t.visit.id)).toEqual(['v2']);
    expect(month.daysWithTasks.map((d) => d.date.toString())).toEqual(['2026-03-10', '2026-03-11']);
    month.showNextMonth();
    expect(month.daysWithTasks.map((d) => d.date.toString())).toEqual(['2026-04-02']);
  });

  it("keeps only the shown month's days in its map, and still lists a day of another month when asked", async () => {
    calendarApi.records = [record('c1', 'Bruna Dias', [visit('v1', '2026-03-31T17:00'), visit('v2', '2026-04-01T08:00'), visit('v3', '2027-03-31T08:00')])];
    const vm = create();
    await vm.load();
    const { month } = vm;
    expect([...month.daySummaries.keys()]).toEqual(['2026-03-31']);
    // the same day of another year is not this month's
    expect(month.tasksOn(Temporal.PlainDate.from('2027-03-31')).map((t) => t.visit.id)).toEqual(['v3']);
    expect(month.tasksOn(Temporal.PlainDate.from('2026-04-01')).map((t) => t.visit.id)).toEqual(['v2']);
    expect(month.tasksOn(Temporal.PlainDate.from('2026-04-02'))).toEqual([]);
  });

  it('moves between months across the year boundary with previous and next', () => {
    clock.set('2026-12-15T15:00:00Z');
    const { month } = create();
    month.showNextMonth();
    expect(month.month.toString()).toBe('2027-01');
    month.showPreviousMonth();
    month.showPreviousMonth();
    expect(month.month.toString()).toBe('2026-11');
    month.showToday();
    expect(month.month.toString()).toBe('2026-12');
    expect(month.focusedDay.toString()).toBe('2026-12-15');
  });

  it('follows the focused day into the next year and back with the grid keys', () => {
    clock.set('2026-12-31T15:00:00Z');
    const { month } = create();
    month.move('nextDay');
    expect([month.focusedDay.toString(), month.month.toString()]).toEqual(['2027-01-01', '2027-01']);
    month.move('previousWeek');
    expect([month.focusedDay.toString(), month.month.toString()]).toEqual(['2026-12-25', '2026-12']);
    month.move('nextMonth');
    month.move('nextMonth');
    // 25 January -> 25 February, kept; Page Up from 31 March would clamp to 28 February.
    expect([month.focusedDay.toString(), month.month.toString()]).toEqual(['2027-02-25', '2027-02']);
  });

  it('starts the weeks on the language’s first weekday: Monday in French, Sunday otherwise', () => {
    const monday = buildCalendar(calendarApi, new FakeVisitsApi(calendarApi), clock, new Notifier(), 1).month;
    const sunday = create().month;
    expect(monday.weeks[0]![0]!.date.dayOfWeek).toBe(1);
    expect(sunday.weeks[0]![0]!.date.dayOfWeek).toBe(7);
    expect(monday.weeks[0]![0]!.date.toString()).toBe('2026-02-23');
    expect(sunday.weeks[0]![0]!.date.toString()).toBe('2026-03-01');
  });
});
