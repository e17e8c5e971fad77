import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../business/business-hours';
import type { ScheduledVisit, TeamClientVisits } from '../clients/client.entity';
import { capacityMinutes, capacityWarnings, DEFAULT_RESERVE_PERCENT, isReservePercent, minutesOver, teamDayBookings, type TeamBookingChange } from './capacity.rules';

// Monday to Friday 08:00-18:00 (10 h), Saturday 08:00-12:00, closed on Sunday.
const HOURS: BusinessHours = {
  workingHours: [
    ...([1, 2, 3, 4, 5] as const).map((day) => ({ id: String(day), day, startHour: 8, endHour: 18 })),
    { id: '6', day: 6, startHour: 8, endHour: 12 },
  ],
  closedDays: [7],
};
const TUESDAY = Temporal.PlainDate.from('2026-12-08');
const WEDNESDAY = Temporal.PlainDate.from('2026-12-09');
const SATURDAY = Temporal.PlainDate.from('2026-12-12');
const SUNDAY = Temporal.PlainDate.from('2026-12-13');

const visit = (id: string, start: string, status: ScheduledVisit['status'] = 'pending'): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status });
const client = (clientId: string, serviceMinutes: number | null, visits: ScheduledVisit[]): TeamClientVisits => ({ clientId, clientName: clientId, serviceMinutes, visits });
const centro = (booked: Map<number, number>, additions: TeamBookingChange['additions']): TeamBookingChange => ({ teamId: 't1', teamName: 'Equipe Centro', booked, additions });
const add = (day: Temporal.PlainDate, minutes: number) => ({ day, minutes });

describe("a day's capacity", () => {
  it('is the open hours less the reserve, to the minute: 10 h less 15% is 8 h 30, 4 h less 15% is 3 h 24', () => {
    expect(DEFAULT_RESERVE_PERCENT).toBe(15);
    expect(capacityMinutes(600, 15)).toBe(510);
    expect(capacityMinutes(240, 15)).toBe(204);
    expect(capacityMinutes(600, 0)).toBe(600);
    expect(capacityMinutes(0, 15)).toBe(0);
    expect(capacityMinutes(540, 15)).toBe(459);
  });

  it.each([
    [0, true],
    [15, true],
    [50, true],
    [51, false],
    [-1, false],
    [12.5, false],
    [Number.NaN, false],
  ])('a reserve of %s%% is allowed: %s', (percent, allowed) => {
    expect(isReservePercent(percent)).toBe(allowed);
  });
});

describe("a team's bookings per day", () => {
  it("books each visit not cancelled its client's duration, finished and started ones too, an hour when the client has none", () => {
    const booked = teamDayBookings([
      client('long', 150, [visit('a', '2026-12-08T08:00'), visit('b', '2026-12-08T14:00', 'finished'), visit('c', '2026-12-09T08:00', 'cancelled')]),
      client('blank', null, [visit('d', '2026-12-08T11:00', 'started'), visit('e', '2026-12-09T23:30')]),
      client('zero', 0, [visit('f', '2026-12-09T00:00')]),
    ]);
    expect([...booked]).toEqual([
      [20261208, 360],
      [20261209, 120],
    ]);
  });
});

describe('the warning before booking a team past its capacity', () => {
  it('exactly at the capacity is fine; one minute over warns, saying the day, the hours booked and the capacity', () => {
    const booked = new Map([[20261208, 360]]);
    expect(capacityWarnings([centro(booked, [add(TUESDAY, 150)])], HOURS, 15)).toEqual([]);
    const [warning, ...more] = capacityWarnings([centro(booked, [add(TUESDAY, 151)])], HOURS, 15);
    expect(more).toEqual([]);
    expect(warning).toEqual({ teamId: 't1', teamName: 'Equipe Centro', day: TUESDAY, bookedMinutes: 511, capacityMinutes: 510, openMinutes: 600, reservePercent: 15 });
    expect(minutesOver(warning!)).toBe(1);
  });

  it('adds up the visits a change books on the same day, and says each day over once', () => {
    const warnings = capacityWarnings([centro(new Map([[20261208, 300]]), [add(TUESDAY, 60), add(WEDNESDAY, 60), add(TUESDAY, 120), add(TUESDAY, 60)])], HOURS, 15);
    expect(warnings.map((w) => [w.day.toString(), w.bookedMinutes, minutesOver(w)])).toEqual([['2026-12-08', 540, 30]]);
  });

  it('a visit of a client with no duration books the default hour (the caller gives its length)', () => {
    // 8 h booked: an hour more is 30 minutes past 8 h 30.
    const warnings = capacityWarnings([centro(new Map([[20261208, 480]]), [add(TUESDAY, 60)])], HOURS, 15);
    expect(warnings.map(minutesOver)).toEqual([30]);
  });

  it('anything booked on a closed day warns, with no capacity and no open hours', () => {
    const warnings = capacityWarnings([centro(new Map(), [add(SUNDAY, 30)])], HOURS, 15);
    expect(warnings).toEqual([{ teamId: 't1', teamName: 'Equipe Centro', day: SUNDAY, bookedMinutes: 30, capacityMinutes: 0, openMinutes: 0, reservePercent: 15 }]);
  });

  it("measures a short day against its own hours (Saturday's 4 h less 15%: 3 h 24)", () => {
    expect(capacityWarnings([centro(new Map(), [add(SATURDAY, 204)])], HOURS, 15)).toEqual([]);
    expect(capacityWarnings([centro(new Map(), [add(SATURDAY, 205)])], HOURS, 15).map((w) => w.capacityMinutes)).toEqual([204]);
  });

  it('with no reserve the capacity is the open hours; a larger reserve warns sooner', () => {
    const change = centro(new Map([[20261208, 480]]), [add(TUESDAY, 120)]);
    expect(capacityWarnings([change], HOURS, 0)).toEqual([]);
    expect(capacityWarnings([centro(new Map([[20261208, 480]]), [add(TUESDAY, 121)])], HOURS, 0).map(minutesOver)).toEqual([1]);
    expect(capacityWarnings([change], HOURS, 50).map((w) => [w.capacityMinutes, minutesOver(w)])).toEqual([[300, 300]]);
  });

  it("says nothing of a day over already that the change does not add to", () => {
    expect(capacityWarnings([centro(new Map([[20261208, 900]]), [add(WEDNESDAY, 60)])], HOURS, 15)).toEqual([]);
  });

  it('lists the days in order, then the teams by name', () => {
    const leste: TeamBookingChange = { teamId: 't3', teamName: 'Equipe Leste', booked: new Map([[20261208, 500]]), additions: [add(TUESDAY, 60)] };
    const warnings = capacityWarnings([leste, centro(new Map([[20261208, 500]]), [add(WEDNESDAY, 600), add(TUESDAY, 60)])], HOURS, 15);
    expect(warnings.map((w) => [w.teamName, w.day.toString()])).toEqual([
      ['Equipe Centro', '2026-12-08'],
      ['Equipe Leste', '2026-12-08'],
      ['Equipe Centro', '2026-12-09'],
    ]);
  });

  it('a business with no working hours has nothing to measure against: no warning', () => {
    const change = centro(new Map(), [add(TUESDAY, 900)]);
    expect(capacityWarnings([change], null, 15)).toEqual([]);
    expect(capacityWarnings([change], { workingHours: [], closedDays: [7] }, 15)).toEqual([]);
  });
});
