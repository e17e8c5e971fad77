import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../business/business-hours';
import { buildCalendarTable, type CalendarVisitEntry } from './calendar-table';
import { calendarEntry as entry, calendarTeam as team } from '../testing/calendar-entries';
import { loadPercent } from './load-percent.rules';
import { openMinutesOn } from '../scheduling/open-hours.rules';
import { BOOKED_MINUTES_PER_VISIT, teamLoad } from './team-load.rules';

const v = (id: string, day: number, status: CalendarVisitEntry['status'] = 'pending', minute = 9 * 60): CalendarVisitEntry => ({ id, day, minute, status });
const alpha = team('ta', 'Alpha');
const beta = team('tb', 'Beta');
const idle = team('tc', 'Céu');
// Monday 30 November to Sunday 6 December 2026: the week crosses a month.
const WEEK = [20261130, 20261201, 20261202, 20261203, 20261204, 20261205, 20261206];
const OPEN = [600, 600, 600, 600, 600, 240, 0];

describe("a week's load per team", () => {
  const table = buildCalendarTable([
    entry('a', alpha, [v('before', 20261129), v('mon', 20261130), v('mon-late', 20261130, 'finished', 17 * 60), v('tue-cancelled', 20261201, 'cancelled'), v('sun', 20261206, 'started'), v('after', 20261207)]),
    entry('b', beta, [v('dec-1', 20261201), v('sat', 20261205)]),
    entry('c', idle, [v('next-week', 20261208)]),
    entry('d', null, [v('no-team', 20261202)]),
  ]);

  it("books an hour a visit on its day, the week's first and last days included and the days around it not; a cancelled visit books nothing", () => {
    const load = teamLoad(table, WEEK, OPEN);
    expect(load.teams.map((t) => [t.teamName, t.bookedMinutes, t.visits, t.totalMinutes])).toEqual([
      ['Alpha', [120, 0, 0, 0, 0, 0, 60], [2, 0, 0, 0, 0, 0, 1], 180],
      ['Beta', [0, 60, 0, 0, 0, 60, 0], [0, 1, 0, 0, 0, 1, 0], 120],
      // A team with nothing that week is shown, at zero.
      ['Céu', [0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0], 0],
      [null, [0, 0, 60, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0, 0], 60],
    ]);
    expect(load.openTotal).toBe(3240);
    expect(load.teams[0]!.percents).toEqual([20, 0, 0, 0, 0, 0, null]);
    expect(load.teams[0]!.weekPercent).toBe(6);
    expect(BOOKED_MINUTES_PER_VISIT).toBe(60);
  });

  it('shows no row for the clients without a team when they have nothing that week', () => {
    const load = teamLoad(buildCalendarTable([entry('a', alpha, []), entry('d', null, [v('x', 20261207)])]), WEEK, OPEN);
    expect(load.teams.map((t) => t.teamName)).toEqual(['Alpha']);
  });

  it('an empty calendar or no days: no load', () => {
    expect(teamLoad(buildCalendarTable([]), WEEK, OPEN).teams).toEqual([]);
    expect(teamLoad(table, [], []).teams.every((t) => t.totalMinutes === 0)).toBe(true);
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
