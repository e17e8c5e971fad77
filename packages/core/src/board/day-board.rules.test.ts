import { describe, expect, it } from 'vitest';
import { calendarEntry as entry, calendarTeam as team } from '../testing/calendar-entries';
import { buildCalendarTable, type CalendarVisitEntry } from '../calendar/calendar-table';
import { dayBoard, dayBoardOfEntries, visitTakings, type BoardTiming } from './day-board.rules';

const v = (id: string, minute: number, status: CalendarVisitEntry['status'], day = 20261126): CalendarVisitEntry => ({ id, day, minute, status });
const alpha = team('ta', 'Alpha');
const beta = team('tb', 'Beta');
const TODAY = 20261126;
const prices: Record<string, number> = { a: 100, b: 80, c: 50, d: 10 };

const entries = [
  entry('a', alpha, [v('a1', 8 * 60, 'finished'), v('a-other-day', 8 * 60, 'pending', 20261127)]),
  entry('b', alpha, [v('b1', 9 * 60, 'started')]),
  entry('c', alpha, [v('c1', 10 * 60, 'pending'), v('c2', 11 * 60, 'pending'), v('c3', 12 * 60, 'cancelled')]),
  entry('d', beta, [v('d1', 14 * 60, 'pending')]),
  entry('e', null, [v('e1', 15 * 60, 'pending')]),
];
const table = buildCalendarTable(entries);

describe('the live board of a day', () => {
  it('counts each team’s visits done, in progress, pending, cancelled and late, with its next stop and takings', () => {
    const board = dayBoard(table, TODAY, { day: TODAY, minute: 10 * 60 + 1 }, (id) => prices[id] ?? 0);
    expect(board.teams).toEqual([
      { teamId: 'ta', teamName: 'Alpha', done: 1, inProgress: 1, pending: 2, cancelled: 1, late: 1, over: 0, nextStop: { clientId: 'c', clientName: 'Client c', minute: 600, late: true }, takings: 100 + 80 + 50 + 50 },
      { teamId: 'tb', teamName: 'Beta', done: 0, inProgress: 0, pending: 1, cancelled: 0, late: 0, over: 0, nextStop: { clientId: 'd', clientName: 'Client d', minute: 840, late: false }, takings: 10 },
      { teamId: null, teamName: null, done: 0, inProgress: 0, pending: 1, cancelled: 0, late: 0, over: 0, nextStop: { clientId: 'e', clientName: 'Client e', minute: 900, late: false }, takings: 0 },
    ]);
    expect(board.takings).toBe(290);
  });

  it('is late only once the visit’s minute has passed', () => {
    const at = (minute: number) => dayBoard(table, TODAY, { day: TODAY, minute }, () => 0).teams[0]!.late;
    expect(at(10 * 60)).toBe(0);
    expect(at(10 * 60 + 1)).toBe(1);
    expect(at(11 * 60 + 1)).toBe(2);
  });

  it('counts every pending visit of a past day as late, none of a day to come', () => {
    expect(dayBoard(table, TODAY, { day: TODAY + 1, minute: 0 }, () => 0).teams.map((t) => t.late)).toEqual([2, 1, 1]);
    expect(dayBoard(table, TODAY, { day: TODAY - 1, minute: 23 * 60 }, () => 0).teams.map((t) => t.late)).toEqual([0, 0, 0]);
  });

  it('shows an empty board for a day without visits', () => {
    expect(dayBoard(table, 20261201, { day: TODAY, minute: 0 }, () => 1)).toEqual({ day: 20261201, teams: [], takings: 0, marks: [] });
  });
});

describe('the visits late or running over, with the business’s margin', () => {
  // 2026-11-26 in São Paulo (UTC-3): local minute m is UTC 03:00 plus m.
  const msAt = (minute: number) => Date.UTC(2026, 10, 26, 3, 0) + minute * 60_000;
  const timing = (minute: number, startedAt: Record<string, number> = { b1: msAt(9 * 60) }): BoardTiming => ({
    marginMinutes: 10,
    nowMs: msAt(minute),
    startedAtOf: (visitId) => startedAt[visitId] ?? null,
    serviceMinutesOf: (clientId) => (clientId === 'b' ? 150 : 60),
  });
  const boardAt = (minute: number, startedAt?: Record<string, number>) => dayBoard(table, TODAY, { day: TODAY, minute }, () => 0, timing(minute, startedAt));

  it('marks a pending visit late only once its time is more than the margin behind: at 10 min not, at 11 min it is', () => {
    expect(boardAt(10 * 60 + 10).teams[0]!.late).toBe(0);
    expect(boardAt(10 * 60 + 10).teams[0]!.nextStop?.late).toBe(false);
    const board = boardAt(10 * 60 + 11);
    expect(board.teams[0]!.late).toBe(1);
    expect(board.teams[0]!.nextStop?.late).toBe(true);
    expect(board.marks).toEqual([{ kind: 'late', visitId: 'c1', clientId: 'c', clientName: 'Client c', teamName: 'Alpha', minute: 600, minutes: 11, startedAtMs: null, serviceMinutes: null }]);
  });

  it('marks a visit under way running over once past its service duration plus the margin: 2 h 30 + 10 min not, one minute more it is', () => {
    expect(boardAt(9 * 60 + 160).teams[0]!.over).toBe(0);
    const board = boardAt(9 * 60 + 161);
    expect(board.teams[0]!.over).toBe(1);
    expect(board.marks.filter((m) => m.kind === 'over')).toEqual([
      { kind: 'over', visitId: 'b1', clientId: 'b', clientName: 'Client b', teamName: 'Alpha', minute: 540, minutes: 11, startedAtMs: msAt(9 * 60), serviceMinutes: 150 },
    ]);
  });

  it('does not mark a visit under way whose start is not known', () => {
    expect(boardAt(23 * 60, {}).teams[0]!.over).toBe(0);
    expect(boardAt(23 * 60, {}).marks.every((m) => m.kind === 'late')).toBe(true);
  });

  it('lists the marks in the day’s order, late and over alike, the same from the entries as from the table', () => {
    const minute = 14 * 60 + 11;
    const board = boardAt(minute);
    expect(board.marks.map((m) => `${m.kind} ${m.visitId}`)).toEqual(['over b1', 'late c1', 'late c2', 'late d1']);
    expect(dayBoardOfEntries(entries, TODAY, { day: TODAY, minute }, () => 0, timing(minute))).toEqual(board);
  });
});

describe('the live board read from the answer’s entries, before the calendar’s table is built', () => {
  it('is the board the table gives, at every moment of the day and on a day without visits', () => {
    for (const minute of [0, 10 * 60, 10 * 60 + 1, 11 * 60 + 1, 23 * 60 + 59]) {
      for (const day of [TODAY - 1, TODAY, TODAY + 1]) {
        const now = { day, minute };
        expect(dayBoardOfEntries(entries, TODAY, now, (id) => prices[id] ?? 0)).toEqual(dayBoard(table, TODAY, now, (id) => prices[id] ?? 0));
      }
    }
    expect(dayBoardOfEntries(entries, 20261201, { day: TODAY, minute: 0 }, () => 1)).toEqual({ day: 20261201, teams: [], takings: 0, marks: [] });
  });

  it('takes as next stop the first pending visit by time, then by client name, as the table orders them', () => {
    const tied = [entry('z', alpha, [v('z1', 9 * 60, 'pending')]), entry('m', alpha, [v('m1', 9 * 60, 'pending')]), entry('y', alpha, [v('y1', 8 * 60 + 59, 'cancelled')])];
    const board = dayBoardOfEntries(tied, TODAY, { day: TODAY, minute: 0 }, () => 0);
    expect(board.teams[0]!.nextStop?.clientId).toBe('m');
    expect(board).toEqual(dayBoard(buildCalendarTable(tied), TODAY, { day: TODAY, minute: 0 }, () => 0));
  });
});

describe('what a visit brings', () => {
  it('is the services’ total less the discount, from 0 to 100 percent, in cents', () => {
    expect(visitTakings([100, 50.5], 0)).toBe(150.5);
    expect(visitTakings([100, 50.5], 10)).toBe(135.45);
    expect(visitTakings([100], 100)).toBe(0);
    expect(visitTakings([100], 150)).toBe(0);
    expect(visitTakings([], 10)).toBe(0);
  });
});
