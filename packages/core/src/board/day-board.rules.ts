// The owner's live board: a day of the calendar per team, read from the calendar's table (the
// day's visits are one range of it) and the clients' prices. A visit is late when it is pending
// and its time has passed by more than the business's margin, and running over when it is under
// way past its client's service duration plus that margin (visit-timing.rules.ts); the board lists
// those visits. The next stop is a team's first pending visit of the day (late ones first: they
// are still to be done); the takings are what the day's visits that are not cancelled bring, each
// at its client's services total less the client's discount.
import { compareText } from '../shared/text-order';
import type { CalendarClient, CalendarEntry, CalendarTable } from '../calendar/calendar-table';
import { firstVisitOnOrAfter, VISIT_STATUS_CODES } from '../calendar/calendar-table';
import { lateBy, overBy, type LocalMoment, type VisitMarkKind } from '../visits/visit-timing.rules';

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
  /** Pending visits whose time has passed by more than the margin. */
  readonly late: number;
  /** Visits under way past their duration plus the margin. */
  readonly over: number;
  readonly nextStop: BoardStop | null;
  readonly takings: number;
}

export interface DayBoard {
  /** yyyymmdd. */
  readonly day: number;
  /** By team name; the clients without a team last. */
  readonly teams: readonly TeamBoard[];
  readonly takings: number;
  /** The visits late or running over, by booked time. */
  readonly marks: readonly VisitMark[];
}

/** A visit of the day late (not started in time) or running over (under way past its length). */
export interface VisitMark {
  readonly kind: VisitMarkKind;
  readonly visitId: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly teamName: string | null;
  /** Its booked minute since local midnight. */
  readonly minute: number;
  /** Late: minutes past its booked time. Over: minutes on site past its service duration. */
  readonly minutes: number;
  /** When it started (epoch ms), for a visit running over; null for a late one. */
  readonly startedAtMs: number | null;
  /** The length it is measured against, in minutes (its client's service duration, an hour when none); null for a late one. */
  readonly serviceMinutes: number | null;
}

/**
 * What the marks are measured with: the business's margin in minutes, now (epoch ms), when each
 * visit under way started (from the reports' open reports; null when not known, and then it is
 * not marked) and each client's service duration. Without it, a visit is late the minute after
 * its time and none is running over.
 */
export interface BoardTiming {
  readonly marginMinutes: number;
  readonly nowMs: number;
  startedAtOf(visitId: string): number | null;
  /** A visit's length: its client's service duration, an hour when the client has none. */
  serviceMinutesOf(clientId: string): number;
}

const NO_TIMING: BoardTiming = { marginMinutes: 0, nowMs: 0, startedAtOf: () => null, serviceMinutesOf: () => 0 };

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
 * earlier day, or of the same day at an earlier minute by more than the margin, are late when still
 * pending. `takingsOf` gives a client's takings per visit (0 when unknown). O(visits of the day).
 */
export function dayBoard(table: CalendarTable, day: number, now: LocalMoment, takingsOf: (clientId: string) => number, timing: BoardTiming = NO_TIMING): DayBoard {
  const visits: DayVisit[] = [];
  for (let i = firstVisitOnOrAfter(table, day), end = firstVisitOnOrAfter(table, day + 1); i < end; i += 1) {
    visits.push({ record: table.clients[table.client[i]!]!, id: table.ids.slice(table.idStart[i]!, table.idStart[i + 1]!), status: table.status[i]!, minute: table.minute[i]! });
  }
  return boardOf(visits, day, now, takingsOf, timing);
}

/**
 * The same board read from the calendar's entries as the answer gives them, without building its
 * table first: the live board shows as soon as the answer is read, and the table (a sort of a
 * year of visits) is built only for the screens that need it. O(visits of the year).
 */
export function dayBoardOfEntries(entries: readonly CalendarEntry[], day: number, now: LocalMoment, takingsOf: (clientId: string) => number, timing: BoardTiming = NO_TIMING): DayBoard {
  const visits: (DayVisit & { readonly name: string })[] = [];
  for (const entry of entries) {
    for (const visit of entry.visits) {
      if (visit.day === day) visits.push({ record: entry, id: visit.id, name: entry.client.name, status: Math.max(0, VISIT_STATUS_CODES.indexOf(visit.status)), minute: visit.minute });
    }
  }
  // The table's order: by time, then by client name.
  visits.sort((a, b) => a.minute - b.minute || compareText(a.name, b.name));
  return boardOf(visits, day, now, takingsOf, timing);
}

interface DayVisit {
  readonly record: CalendarClient;
  readonly id: string;
  readonly status: number;
  readonly minute: number;
}

function boardOf(visits: readonly DayVisit[], day: number, now: LocalMoment, takingsOf: (clientId: string) => number, timing: BoardTiming): DayBoard {
  interface Tally {
    teamId: string | null;
    teamName: string | null;
    done: number;
    inProgress: number;
    pending: number;
    cancelled: number;
    late: number;
    over: number;
    nextStop: BoardStop | null;
    takings: number;
  }
  const tallies = new Map<string | null, Tally>();
  const marks: VisitMark[] = [];
  let total = 0;
  for (const { record, id, status, minute } of visits) {
    const teamId = record.team?.id ?? null;
    let tally = tallies.get(teamId);
    if (!tally) {
      tally = { teamId, teamName: record.team?.name ?? null, done: 0, inProgress: 0, pending: 0, cancelled: 0, late: 0, over: 0, nextStop: null, takings: 0 };
      tallies.set(teamId, tally);
    }
    const mark = (kind: VisitMark['kind'], minutes: number, startedAtMs: number | null, serviceMinutes: number | null) =>
      marks.push({ kind, visitId: id, clientId: record.client.id, clientName: record.client.name, teamName: record.team?.name ?? null, minute, minutes, startedAtMs, serviceMinutes });
    if (status === FINISHED) tally.done += 1;
    else if (status === STARTED) {
      tally.inProgress += 1;
      const startedAt = timing.startedAtOf(id);
      const serviceMinutes = timing.serviceMinutesOf(record.client.id);
      const over = startedAt === null ? null : overBy(startedAt, serviceMinutes, timing.nowMs, timing.marginMinutes);
      if (over !== null) {
        tally.over += 1;
        mark('over', over, startedAt, serviceMinutes);
      }
    } else if (status === CANCELLED) tally.cancelled += 1;
    else if (status === PENDING) {
      tally.pending += 1;
      const lateMinutes = lateBy({ day, minute }, now, timing.marginMinutes);
      const late = lateMinutes !== null;
      if (late) {
        tally.late += 1;
        mark('late', lateMinutes, null, null);
      }
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
  return { day, teams, takings: Math.round(total * 100) / 100, marks };
}
