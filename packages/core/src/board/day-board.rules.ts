// The owner's live board: a day of the calendar per team, read from the calendar's table (the
// day's visits are one range of it) and the clients' prices. A visit is late when it is pending
// and its time has passed; the next stop is a team's first pending visit of the day (late ones
// first: they are still to be done); the takings are what the day's visits that are not cancelled
// bring, each at its client's services total less the client's discount.
import { compareText } from '../shared/text-order';
import type { CalendarClient, CalendarEntry, CalendarTable } from '../calendar/calendar-table';
import { firstVisitOnOrAfter, VISIT_STATUS_CODES } from '../calendar/calendar-table';

export interface BoardStop {
  readonly clientId: string;
  readonly clientName: string;
  /** Minutes since local midnight. */
  readonly minute: number;
  readonly late: boolean;
}

export interface TeamBoard {
  /** null for the clients without a team. */
  readonly teamId: string | null;
  readonly teamName: string | null;
  readonly done: number;
  readonly inProgress: number;
  /** Pending, late ones included. */
  readonly pending: number;
  readonly cancelled: number;
  /** Pending visits whose time has passed. */
  readonly late: number;
  readonly nextStop: BoardStop | null;
  readonly takings: number;
}

export interface DayBoard {
  /** yyyymmdd. */
  readonly day: number;
  /** By team name; the clients without a team last. */
  readonly teams: readonly TeamBoard[];
  readonly takings: number;
}

/** What a client's visit brings: its services' total less its discount (in percent). */
export const visitTakings = (serviceValues: readonly number[], discountPercent: number): number => {
  const total = serviceValues.reduce((sum, value) => sum + value, 0);
  return Math.round(total * (100 - Math.min(100, Math.max(0, discountPercent)))) / 100;
};

const PENDING = VISIT_STATUS_CODES.indexOf('pending');
const STARTED = VISIT_STATUS_CODES.indexOf('started');
const FINISHED = VISIT_STATUS_CODES.indexOf('finished');
const CANCELLED = VISIT_STATUS_CODES.indexOf('cancelled');

/**
 * The board of a day. `now` is the business's local day (yyyymmdd) and minute: visits of an
 * earlier day, or of the same day at an earlier minute, are late when still pending. `takingsOf`
 * gives a client's takings per visit (0 when unknown). O(visits of the day).
 */
export function dayBoard(table: CalendarTable, day: number, now: { readonly day: number; readonly minute: number }, takingsOf: (clientId: string) => number): DayBoard {
  const visits: DayVisit[] = [];
  for (let i = firstVisitOnOrAfter(table, day), end = firstVisitOnOrAfter(table, day + 1); i < end; i += 1) visits.push({ record: table.clients[table.client[i]!]!, status: table.status[i]!, minute: table.minute[i]! });
  return boardOf(visits, day, now, takingsOf);
}

/**
 * The same board read from the calendar's entries as the answer gives them, without building its
 * table first: the live board shows as soon as the answer is read, and the table (a sort of a
 * year of visits) is built only for the screens that need it. O(visits of the year).
 */
export function dayBoardOfEntries(entries: readonly CalendarEntry[], day: number, now: { readonly day: number; readonly minute: number }, takingsOf: (clientId: string) => number): DayBoard {
  const visits: (DayVisit & { readonly name: string })[] = [];
  for (const entry of entries) {
    for (const visit of entry.visits) {
      if (visit.day === day) visits.push({ record: entry, name: entry.client.name, status: Math.max(0, VISIT_STATUS_CODES.indexOf(visit.status)), minute: visit.minute });
    }
  }
  // The table's order: by time, then by client name.
  visits.sort((a, b) => a.minute - b.minute || compareText(a.name, b.name));
  return boardOf(visits, day, now, takingsOf);
}

interface DayVisit {
  readonly record: CalendarClient;
  readonly status: number;
  readonly minute: number;
}

function boardOf(visits: readonly DayVisit[], day: number, now: { readonly day: number; readonly minute: number }, takingsOf: (clientId: string) => number): DayBoard {
  interface Tally {
    teamId: string | null;
    teamName: string | null;
    done: number;
    inProgress: number;
    pending: number;
    cancelled: number;
    late: number;
    nextStop: BoardStop | null;
    takings: number;
  }
  const tallies = new Map<string | null, Tally>();
  let total = 0;
  for (const { record, status, minute } of visits) {
    const teamId = record.team?.id ?? null;
    let tally = tallies.get(teamId);
    if (!tally) {
      tally = { teamId, teamName: record.team?.name ?? null, done: 0, inProgress: 0, pending: 0, cancelled: 0, late: 0, nextStop: null, takings: 0 };
      tallies.set(teamId, tally);
    }
    if (status === FINISHED) tally.done += 1;
    else if (status === STARTED) tally.inProgress += 1;
    else if (status === CANCELLED) tally.cancelled += 1;
    else if (status === PENDING) {
      tally.pending += 1;
      const late = day < now.day || (day === now.day && minute < now.minute);
      if (late) tally.late += 1;
      // Visits come by time: the first pending one is the next stop.
      if (!tally.nextStop) tally.nextStop = { clientId: record.client.id, clientName: record.client.name, minute, late };
    }
    if (status !== CANCELLED) {
      const takings = takingsOf(record.client.id);
      tally.takings += takings;
      total += takings;
    }
  }
  const teams = [...tallies.values()]
    .map((t) => ({ ...t, takings: Math.round(t.takings * 100) / 100 }))
    .sort((a, b) => (a.teamName === null ? 1 : b.teamName === null ? -1 : compareText(a.teamName, b.teamName)));
  return { day, teams, takings: Math.round(total * 100) / 100 };
}
