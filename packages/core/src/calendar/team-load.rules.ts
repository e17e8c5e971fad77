// A week's load per team: the hours each team has booked each day against the hours the
// business is open that day, read from the calendar's table where it is kept (a week is one range
// of it, so O(visits of the week) at any number of clients). The calendar's answer carries no
// service duration, so a visit counts as one of unknown length, an hour (the window the
// conflict rules give a visit of unknown length). Cancelled visits take no time.
import { compareText } from '../shared/text-order';
import { firstVisitOnOrAfter, VISIT_STATUS_CODES, type CalendarTable } from './calendar-table';
import { loadPercent } from './load-percent.rules';

/** What one visit books, the calendar not saying how long a client's visits last. */
export const BOOKED_MINUTES_PER_VISIT = 60;

export interface TeamDayLoads {
  /** null for the clients without a team. */
  readonly teamId: string | null;
  readonly teamName: string | null;
  /** Per day of the week shown. */
  readonly bookedMinutes: readonly number[];
  readonly visits: readonly number[];
  readonly totalMinutes: number;
  /** Booked against open per day, in whole percent; null on a day the business is closed. */
  readonly percents: readonly (number | null)[];
  readonly weekPercent: number | null;
}

export interface TeamLoad {
  /** The days shown (yyyymmdd), one after the other. */
  readonly days: readonly number[];
  /** The minutes the business is open on each of them (0 when closed). */
  readonly openMinutes: readonly number[];
  readonly openTotal: number;
  /** Every team of the calendar by name (the clients without a team last, only when they have visits that week). */
  readonly teams: readonly TeamDayLoads[];
}

const CANCELLED = VISIT_STATUS_CODES.indexOf('cancelled');

/** The load of `days` (consecutive day keys, in order) per team, with `openMinutes` per day. */
export function teamLoad(table: CalendarTable, days: readonly number[], openMinutes: readonly number[]): TeamLoad {
  interface Tally {
    readonly teamId: string | null;
    readonly teamName: string | null;
    readonly bookedMinutes: number[];
    readonly visits: number[];
  }
  const tallies = new Map<string | null, Tally>();
  const tallyOf = (teamId: string | null, teamName: string | null): Tally => {
    let tally = tallies.get(teamId);
    if (!tally) tallies.set(teamId, (tally = { teamId, teamName, bookedMinutes: days.map(() => 0), visits: days.map(() => 0) }));
    return tally;
  };
  // Every team the calendar knows, even one with nothing booked that week.
  for (const record of table.clients) if (record.team) tallyOf(record.team.id, record.team.name);
  if (days.length > 0) {
    let slot = 0;
    for (let i = firstVisitOnOrAfter(table, days[0]!), end = firstVisitOnOrAfter(table, days[days.length - 1]! + 1); i < end; i += 1) {
      if (table.status[i] === CANCELLED) continue;
      const day = table.day[i]!;
      while (days[slot] !== day && slot < days.length - 1) slot += 1;
      if (days[slot] !== day) continue;
      const team = table.clients[table.client[i]!]!.team;
      const tally = tallyOf(team?.id ?? null, team?.name ?? null);
      tally.bookedMinutes[slot]! += BOOKED_MINUTES_PER_VISIT;
      tally.visits[slot]! += 1;
    }
  }
  const openTotal = openMinutes.reduce((sum, m) => sum + m, 0);
  const teams = [...tallies.values()]
    .map((t) => {
      const totalMinutes = t.bookedMinutes.reduce((sum, m) => sum + m, 0);
      return { ...t, totalMinutes, percents: t.bookedMinutes.map((booked, i) => loadPercent(booked, openMinutes[i] ?? 0)), weekPercent: loadPercent(totalMinutes, openTotal) };
    })
    .sort((a, b) => (a.teamName === null ? 1 : b.teamName === null ? -1 : compareText(a.teamName, b.teamName)));
  return { days, openMinutes, openTotal, teams };
}
