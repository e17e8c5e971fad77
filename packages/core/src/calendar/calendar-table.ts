// The business's calendar as a table: its clients (with team and recurrence) and every visit as
// columns of numbers (client, day, minute of the day, status) sorted by day, time and client. Ten
// thousand clients visited weekly make 170,000 visits: a date object and a record per visit is what
// held a phone for seconds, so the calendar's answer is read into this table (where it is parsed,
// off the page's thread) and a screen turns into dates only the visits it shows (CalendarIndex).
import type { ClientContact } from '../clients/client.entity';
import type { Recurrence } from '../scheduling/recurrence.rules';
import { dayKeyParts, epochDay } from '../shared/day-key';
import { conflictWindowMinutes } from '../scheduling/conflict.policy';
import { compareText } from '../shared/text-order';
import { VISIT_STATUS_CODES } from '../shared/visit-status-codes';
import type { VisitStatus } from '../visits/visit.rules';
import type { TeamDetails } from './calendar.port';

/** A client of the calendar, without its visits. */
export interface CalendarClient {
  readonly client: ClientContact;
  readonly team: TeamDetails | null;
  readonly recurrence: Recurrence | null;
}

/** A visit as the calendar's answer gives it: its day (yyyymmdd) and minute of the day, no date object. */
export interface CalendarVisitEntry {
  readonly id: string;
  readonly day: number;
  readonly minute: number;
  readonly status: VisitStatus;
}

/** A client of the calendar's answer with its visits. */
export interface CalendarEntry extends CalendarClient {
  readonly visits: readonly CalendarVisitEntry[];
}

export { VISIT_STATUS_CODES };

/** Plain data only (typed arrays, strings, plain objects): it crosses from a worker to the page as it is. */
export interface CalendarTable {
  /** By name. */
  readonly clients: readonly CalendarClient[];
  /** Every visit's id, one after the other: visit i's is ids.slice(idStart[i], idStart[i + 1]). */
  readonly ids: string;
  readonly idStart: Int32Array;
  /** Per visit, sorted by day, minute and client: the client's index, its day key, its minute and its status code. */
  readonly client: Int32Array;
  readonly day: Int32Array;
  readonly minute: Int16Array;
  readonly status: Uint8Array;
  /** Client c's visits, in order: clientVisits[clientStart[c]] to clientVisits[clientStart[c + 1] - 1]. */
  readonly clientVisits: Int32Array;
  readonly clientStart: Int32Array;
  /** Per visit, a visit of the same team it clashes with (the nearest before it, else after it); -1 when none. */
  readonly clashWith: Int32Array;
}

/** The first visit (its place in the table) on `day` (yyyymmdd) or after; the count of visits when none. */
export function firstVisitOnOrAfter(table: Pick<CalendarTable, 'day'>, day: number): number {
  let low = 0;
  let high = table.day.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (table.day[mid]! < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Clashes that exist already (entered elsewhere, or before the checks): two visits of the same
 * team, neither finished nor cancelled, starting less than the existing-client window apart. The
 * calendar's answer carries no service duration, so the window is the one of a visit of unknown
 * length: 30 min plus one hour (decision 0050). One pass in time order: the nearest earlier visit
 * of the team is the only one that can be within the window if any is.
 */
export function findClashes(table: Pick<CalendarTable, 'clients' | 'client' | 'day' | 'minute' | 'status'>): Int32Array {
  const windowMinutes = conflictWindowMinutes({ client: 'existing', serviceMinutes: null });
  const count = table.day.length;
  const clashWith = new Int32Array(count).fill(-1);
  // Each client's team as a small number, so that the walk over the visits reads typed arrays only.
  const teamSlots = new Map<string, number>();
  const clientTeam = Int32Array.from(table.clients, (record) => {
    const id = record.team?.id;
    if (!id) return -1;
    if (!teamSlots.has(id)) teamSlots.set(id, teamSlots.size);
    return teamSlots.get(id)!;
  });
  const latestIndex = new Int32Array(teamSlots.size).fill(-1);
  const latestAt = new Float64Array(teamSlots.size);
  const closed = new Set([VISIT_STATUS_CODES.indexOf('finished'), VISIT_STATUS_CODES.indexOf('cancelled')]);
  let lastKey = -1;
  let dayMinutes = 0;
  for (let i = 0; i < count; i += 1) {
    const team = clientTeam[table.client[i]!]!;
    if (team < 0 || closed.has(table.status[i]!)) continue;
    const key = table.day[i]!;
    if (key !== lastKey) {
      const { year, month, day } = dayKeyParts(key);
      dayMinutes = epochDay(year, month, day) * 1440;
      lastKey = key;
    }
    const at = dayMinutes + table.minute[i]!;
    const before = latestIndex[team]!;
    if (before >= 0 && at - latestAt[team]! < windowMinutes) {
      clashWith[i] = before;
      if (clashWith[before]! < 0) clashWith[before] = i;
    }
    latestIndex[team] = i;
    latestAt[team] = at;
  }
  return clashWith;
}

export function buildCalendarTable(entries: readonly CalendarEntry[]): CalendarTable {
  const ordered = [...entries].sort((a, b) => compareText(a.client.name, b.client.name));
  const count = ordered.reduce((sum, entry) => sum + entry.visits.length, 0);
  // Gathered client by client (so that the gathering order is the client order)...
  const gathered: CalendarVisitEntry[] = new Array(count);
  const gatheredClient = new Int32Array(count);
  let at = 0;
  ordered.forEach((entry, c) => {
    for (const visit of entry.visits) {
      gathered[at] = visit;
      gatheredClient[at++] = c;
    }
  });
  // ...then ordered by day, minute and gathering order through one number per visit, which the
  // engine sorts natively: far faster than a comparison function over 170,000 records.
  const dayRank = new Map([...new Set(gathered.map((visit) => visit.day))].sort((a, b) => a - b).map((key, rank) => [key, rank]));
  const minutes = gathered.reduce((most, visit) => Math.max(most, visit.minute + 1), 1);
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) keys[i] = (dayRank.get(gathered[i]!.day)! * minutes + gathered[i]!.minute) * count + i;
  keys.sort();

  const idStart = new Int32Array(count + 1);
  const client = new Int32Array(count);
  const day = new Int32Array(count);
  const minute = new Int16Array(count);
  const status = new Uint8Array(count);
  const ids: string[] = new Array(count);
  let length = 0;
  for (let i = 0; i < count; i += 1) {
    const from = keys[i]! % count;
    const visit = gathered[from]!;
    ids[i] = visit.id;
    idStart[i] = length;
    length += visit.id.length;
    client[i] = gatheredClient[from]!;
    day[i] = visit.day;
    minute[i] = visit.minute;
    status[i] = Math.max(0, VISIT_STATUS_CODES.indexOf(visit.status));
  }
  idStart[count] = length;

  // Each client's visits, in the table's order.
  const clientStart = new Int32Array(ordered.length + 1);
  for (let i = 0; i < count; i += 1) clientStart[client[i]! + 1]! += 1;
  for (let c = 0; c < ordered.length; c += 1) clientStart[c + 1]! += clientStart[c]!;
  const filled = clientStart.slice(0, ordered.length);
  const clientVisits = new Int32Array(count);
  for (let i = 0; i < count; i += 1) clientVisits[filled[client[i]!]!++] = i;

  // Clients of one team share one team record: the answer repeats it per client, and a table that
  // crosses to the page is copied object by object (ten thousand copies of a handful of teams).
  const teams = new Map<string, TeamDetails>();
  const sharedTeam = (team: TeamDetails | null): TeamDetails | null => {
    if (!team) return null;
    const known = teams.get(team.id);
    if (known) return known;
    teams.set(team.id, team);
    return team;
  };
  const clients = ordered.map(({ client: contact, team, recurrence }) => ({ client: contact, team: sharedTeam(team), recurrence }));
  return {
    clients,
    ids: ids.join(''),
    idStart,
    client,
    day,
    minute,
    status,
    clientVisits,
    clientStart,
    clashWith: findClashes({ clients, client, day, minute, status }),
  };
}

/**
 * The table with a day's visits in progress marked so: the calendar's answer may not say a visit
 * started (the documented schedule entry has no status), while the reports' open reports and this
 * device's record do. Only a pending visit of that day (yyyymmdd) becomes started: a visit the
 * answer says finished or cancelled stays so (a visit cancelled after its start keeps an
 * open-looking report). The same table when nothing changes; O(visits of the day).
 */
export function withStartedVisits(table: CalendarTable, day: number, startedVisitIds: ReadonlySet<string>): CalendarTable {
  if (startedVisitIds.size === 0) return table;
  let status: Uint8Array | null = null;
  const pending = VISIT_STATUS_CODES.indexOf('pending');
  const started = VISIT_STATUS_CODES.indexOf('started');
  for (let i = firstVisitOnOrAfter(table, day), end = firstVisitOnOrAfter(table, day + 1); i < end; i += 1) {
    if (table.status[i] !== pending || !startedVisitIds.has(table.ids.slice(table.idStart[i], table.idStart[i + 1]))) continue;
    status ??= table.status.slice();
    status[i] = started;
  }
  return status ? { ...table, status } : table;
}
