// A week's load per team: the minutes each team has booked each day, read from the calendar's table
// where it is kept (a week is one range of it, so O(visits of the week) at any number of clients).
// The calendar's answer carries no service duration; the business's client list does, so each
// visit not cancelled books its client's duration, and an hour (the conflict check's length of a
// visit of unknown length) when the client has none: those visits are counted, and their clients
// named, so that the owner sees the durations left blank. What the load is measured against (the
// open hours less the reserve) is team-load-rows.rules.ts's.
import { compareText } from '../shared/text-order';
import { visitMinutes } from '../scheduling/conflict.policy';
import { firstVisitOnOrAfter, VISIT_STATUS_CODES, type CalendarTable } from './calendar-table';

export interface TeamDayLoads {
  /** null for the clients without a team. */
  readonly teamId: string | null;
  readonly teamName: string | null;
  /** Per day of the week shown. */
  readonly bookedMinutes: readonly number[];
  readonly visits: readonly number[];
  readonly totalMinutes: number;
}

export interface TeamLoad {
  /** The days shown (yyyymmdd), one after the other. */
  readonly days: readonly number[];
  /** The minutes the business is open on each of them (0 when closed). */
  readonly openMinutes: readonly number[];
  readonly openTotal: number;
  /** Every team of the calendar by name (the clients without a team last, only when they have visits that week). */
  readonly teams: readonly TeamDayLoads[];
  /** The visits of the days shown counted at the default length, their client having no service duration. */
  readonly defaultedVisits: number;
  /** Those visits' clients, by name. */
  readonly clientsWithoutDuration: readonly string[];
}

/** A client's service duration in minutes, by client id; null or undefined when it has none (or is not known). */
export type ServiceMinutesOf = (clientId: string) => number | null | undefined;

const CANCELLED = VISIT_STATUS_CODES.indexOf('cancelled');

const hasDuration = (minutes: number | null | undefined): boolean => minutes !== null && minutes !== undefined && minutes > 0;

/** The load of `days` (consecutive day keys, in order) per team, with `openMinutes` per day. */
export function teamLoad(table: CalendarTable, days: readonly number[], openMinutes: readonly number[], serviceMinutesOf: ServiceMinutesOf): TeamLoad {
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
  // Each client's length, looked up once for the week.
  const lengths = new Map<number, number>();
  const withoutDuration = new Set<number>();
  let defaultedVisits = 0;
  if (days.length > 0) {
    let slot = 0;
    for (let i = firstVisitOnOrAfter(table, days[0]!), end = firstVisitOnOrAfter(table, days[days.length - 1]! + 1); i < end; i += 1) {
      if (table.status[i] === CANCELLED) continue;
      const day = table.day[i]!;
      while (days[slot] !== day && slot < days.length - 1) slot += 1;
      if (days[slot] !== day) continue;
      const client = table.client[i]!;
      let minutes = lengths.get(client);
      if (minutes === undefined) {
        const given = serviceMinutesOf(table.clients[client]!.client.id);
        if (!hasDuration(given)) withoutDuration.add(client);
        lengths.set(client, (minutes = visitMinutes(given)));
      }
      if (withoutDuration.has(client)) defaultedVisits += 1;
      const team = table.clients[client]!.team;
      const tally = tallyOf(team?.id ?? null, team?.name ?? null);
      tally.bookedMinutes[slot]! += minutes;
      tally.visits[slot]! += 1;
    }
  }
  const openTotal = openMinutes.reduce((sum, m) => sum + m, 0);
  const teams = [...tallies.values()]
    .map((t) => ({ ...t, totalMinutes: t.bookedMinutes.reduce((sum, m) => sum + m, 0) }))
    .sort((a, b) => (a.teamName === null ? 1 : b.teamName === null ? -1 : compareText(a.teamName, b.teamName)));
  // The table's clients are by name already.
  const clientsWithoutDuration = [...withoutDuration].sort((a, b) => a - b).map((c) => table.clients[c]!.client.name);
  return { days, openMinutes, openTotal, teams, defaultedVisits, clientsWithoutDuration };
}
