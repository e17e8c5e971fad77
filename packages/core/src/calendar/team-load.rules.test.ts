import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../business/business-hours';
import { buildCalendarTable, type CalendarVisitEntry } from './calendar-table';
import { calendarEntry as entry, calendarTeam as team } from '../testing/calendar-entries';
import { loadPercent } from './load-percent.rules';
import { openMinutesOn } from '../scheduling/open-hours.rules';
import { teamLoad } from './team-load.rules';
import { teamLoadRows } from './team-load-rows.rules';

const v = (id: string, day: number, status: CalendarVisitEntry['status'] = 'pending', minute = 9 * 60): CalendarVisitEntry => ({ id, day, minute, status });
const alpha = team('ta', 'Alpha');
const beta = team('tb', 'Beta');
const idle = team('tc', 'Céu');
// Monday 30 November to Sunday 6 December 2026: the week crosses a month.
const WEEK = [20261130, 20261201, 20261202, 20261203, 20261204, 20261205, 20261206];
const OPEN = [600, 600, 600, 600, 600, 240, 0];
// Client a's visits last 2 h 30, b's 45 min; c and d have no duration (c's is 0, d's blank).
const DURATIONS = new Map<string, number | null>([
  ['a', 150],
  ['b', 45],
  ['c', 0],
  ['d', null],
]);
const durationOf = (id: string) => DURATIONS.get(id);

describe("a week's load per team", () => {
  const table = buildCalendarTable([
    entry('a', alpha, [v('before', 20261129), v('mon', 20261130), v('mon-late', 20261130, 'finished', 17 * 60), v('tue-cancelled', 20261201, 'cancelled'), v('sun', 20261206, 'started'), v('after', 20261207)]),
    entry('b', beta, [v('dec-1', 20261201), v('sat', 20261205)]),
    entry('c', idle, [v('next-week', 20261208)]),
    entry('d', null, [v('no-team', 20261202)]),
  ]);

  it("books each visit its client's service duration on its day, the week's first and last days included and the days around it not; a cancelled visit books nothing", () => {
    const load = teamLoad(table, WEEK, OPEN, durationOf);
    expect(load.teams.map((t) => [t.teamName, t.bookedMinutes, t.visits, t.totalMinutes])).toEqual([
      ['Alpha', [300, 0, 0, 0, 0, 0, 150], [2, 0, 0, 0, 0, 0, 1], 450],
      ['Beta', [0, 45, 0, 0, 0, 45, 0], [0, 1, 0, 0, 0, 1, 0], 90],
      // A team with nothing that week is shown, at zero.
      ['Céu', [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], 0],
      // A client with no duration: an hour a visit.
      [null, [0, 0, 60, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0, 0], 60],
    ]);
    expect(load.openTotal).toBe(3240);
  });

  it('counts the visits of the week booked at the default hour and names their clients: blank, zero and unknown durations alike', () => {
    const load = teamLoad(table, WEEK, OPEN, durationOf);
    expect([load.defaultedVisits, load.clientsWithoutDuration]).toEqual([1, ['Client d']]);
    // No client list known: every visit of the week at an hour, each client named once.
    const unknown = teamLoad(table, WEEK, OPEN, () => undefined);
    expect(unknown.teams[0]!.bookedMinutes).toEqual([120, 0, 0, 0, 0, 0, 60]);
    expect([unknown.defaultedVisits, unknown.clientsWithoutDuration]).toEqual([6, ['Client a', 'Client b', 'Client d']]);
    // Client c's 0 minutes is no duration either (its visit is next week, so not counted here).
    const zero = teamLoad(table, [20261208], [600], durationOf);
    expect([zero.teams.find((t) => t.teamName === 'Céu')!.bookedMinutes, zero.defaultedVisits, zero.clientsWithoutDuration]).toEqual([[60], 1, ['Client c']]);
  });

  it('shows no row for the clients without a team when they have nothing that week', () => {
    const load = teamLoad(buildCalendarTable([entry('a', alpha, []), entry('d', null, [v('x', 20261207)])]), WEEK, OPEN, durationOf);
    expect(load.teams.map((t) => t.teamName)).toEqual(['Alpha']);
  });

  it('an empty calendar or no days: no load', () => {
    expect(teamLoad(buildCalendarTable([]), WEEK, OPEN, durationOf).teams).toEqual([]);
    const none = teamLoad(table, [], [], durationOf);
    expect(none.teams.every((t) => t.totalMinutes === 0)).toBe(true);
    expect(none.defaultedVisits).toBe(0);
  });
});

describe("a week's load against each day's capacity", () => {
  const table = buildCalendarTable([entry('a', alpha, [v('mon', 20261130), v('mon-2', 20261130, 'pending', 13 * 60), v('sat', 20261205), v('sun', 20261206)])]);
  const rowOf = (minutesOfA: number, reserve: number) => teamLoadRows(teamLoad(table, WEEK, OPEN, (id) => (id === 'a' ? minutesOfA : null)), reserve)[0]!;

  it('measures against the open hours less the reserve: 10 h open less 15% is 8 h 30, Saturday\'s 4 h is 3 h 24', () => {
    const row = rowOf(60, 15);
    expect(row.days.map((d) => d.capacityMinutes)).toEqual([510, 510, 510, 510, 510, 204, 0]);
    expect(row.days.map((d) => d.openMinutes)).toEqual(OPEN);
    expect(row.week.capacityMinutes).toBe(2754);
    expect(row.week.openMinutes).toBe(3240);
  });

  it('exactly at the capacity is not over, a minute a visit more is', () => {
    // Two visits of 4 h 15 on Monday: 510 minutes, the capacity.
    expect(rowOf(255, 15).days[0]).toEqual({ bookedMinutes: 510, openMinutes: 600, capacityMinutes: 510, percent: 100, over: false });
    expect(rowOf(256, 15).days[0]).toMatchObject({ bookedMinutes: 512, percent: 100, over: true });
  });

  it('with no reserve the capacity is the open hours', () => {
    expect(rowOf(300, 0).days[0]).toMatchObject({ bookedMinutes: 600, capacityMinutes: 600, percent: 100, over: false });
    expect(rowOf(300, 50).days[0]).toMatchObject({ capacityMinutes: 300, percent: 200, over: true });
  });

  it('a closed day has no capacity: anything booked on it is over, with no percent', () => {
    expect(rowOf(60, 15).days[6]).toEqual({ bookedMinutes: 60, openMinutes: 0, capacityMinutes: 0, percent: null, over: true });
    const empty = teamLoadRows(teamLoad(buildCalendarTable([entry('a', alpha, [])]), WEEK, OPEN, () => null), 15)[0]!;
    expect(empty.days[6]).toEqual({ bookedMinutes: 0, openMinutes: 0, capacityMinutes: 0, percent: null, over: false });
  });

  it("the week's total against the week's capacity", () => {
    expect(rowOf(60, 15).week).toEqual({ bookedMinutes: 240, openMinutes: 3240, capacityMinutes: 2754, percent: 9, over: false });
  });
});

describe('the hours a business is open', () => {
  const hours: BusinessHours = {
    workingHours: [
      { id: '1', day: 1, startHour: 8, endHour: 18 },
      { id: '6', day: 6, startHour: 8, endHour: 12 },
      { id: '7', day: 7, startHour: 9, endHour: 9 },
    ],
    closedDays: [3],
  };
  it.each([
    [1, 600],
    [6, 240],
    // A day of no length, a closed day, a day without hours.
    [7, 0],
    [3, 0],
    [2, 0],
  ] as const)('weekday %i: %i minutes', (weekday, minutes) => {
    expect(openMinutesOn(hours, weekday)).toBe(minutes);
  });
  it('no hours set: never open', () => {
    expect(openMinutesOn(null, 1)).toBe(0);
  });
});

describe('the load in percent', () => {
  it.each([
    [0, 600, 0],
    [600, 600, 100],
    [660, 600, 110],
    [1, 600, 0],
    [3, 600, 1],
    [60, 0, null],
  ])('%i booked of %i open: %s', (booked, open, percent) => {
    expect(loadPercent(booked, open)).toBe(percent);
  });
});
