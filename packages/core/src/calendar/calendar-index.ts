// The screens' view of the calendar table (calendar-table.ts): a month's days with their counts
// and first visits, a day's visits, a client's visits, a client by id. Each query finds its rows by
// a binary search on the sorted days and makes date objects only for the visits it answers.
import { type Temporal } from 'temporal-polyfill';
import type { ScheduledVisit } from '../clients/client.entity';
import { dayKeyOf, plainDateOfKey } from '../shared/day-key';
import type { VisitStatus } from '../visits/visit.rules';
import { VISIT_STATUS_CODES, type CalendarClient, type CalendarTable } from './calendar-table';

/** One visit on a day: which client, and the visit. */
export interface DayTask {
  readonly key: string;
  readonly record: CalendarClient;
  readonly visit: ScheduledVisit;
  /** The visit of the same team it clashes with, if any. */
  readonly clash: ClashPartner | null;
}

/** The other visit of a clash: whose, and when. */
export interface ClashPartner {
  readonly clientName: string;
  readonly start: Temporal.PlainDateTime;
}

/** A busy day of a month: how many visits, and the first ones (by time, then client). */
export interface DaySummary {
  readonly date: Temporal.PlainDate;
  readonly count: number;
  readonly first: readonly DayTask[];
}

/** The first index whose day is at least `key` (days are sorted). */
function lowerBound(days: Int32Array, key: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (days[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class CalendarIndex {
  private byId: Map<string, number> | null = null;

  constructor(readonly table: CalendarTable) {}

  static empty(): CalendarIndex {
    const none = new Int32Array(0);
    return new CalendarIndex({ clients: [], ids: '', idStart: new Int32Array(1), client: none, day: none, minute: new Int16Array(0), status: new Uint8Array(0), clientVisits: none, clientStart: new Int32Array(1), clashWith: none });
  }

  /** The clients, by name. */
  get clients(): readonly CalendarClient[] {
    return this.table.clients;
  }

  get visitCount(): number {
    return this.table.day.length;
  }

  /** The client with this id, or null. */
  clientById(id: string): CalendarClient | null {
    if (!this.byId) this.byId = new Map(this.table.clients.map((record, index) => [record.client.id, index]));
    const index = this.byId.get(id);
    return index === undefined ? null : this.table.clients[index]!;
  }

  /** The days of the month that have visits, each with its count and its first `firstOfEach` visits. */
  month(month: Temporal.PlainYearMonth, firstOfEach = 3): ReadonlyMap<string, DaySummary> {
    const { day } = this.table;
    const days = new Map<string, DaySummary>();
    const end = lowerBound(day, dayKeyOf({ year: month.year, month: month.month, day: 32 }));
    for (let i = lowerBound(day, dayKeyOf({ year: month.year, month: month.month, day: 1 })); i < end; ) {
      const key = day[i]!;
      const next = lowerBound(day, key + 1);
      const date = plainDateOfKey(key);
      const first: DayTask[] = [];
      for (let j = i; j < Math.min(next, i + firstOfEach); j += 1) first.push(this.task(j, date));
      days.set(date.toString(), { date, count: next - i, first });
      i = next;
    }
    return days;
  }

  /** Every visit of the day, by time then client. */
  day(date: Temporal.PlainDate): DayTask[] {
    const key = dayKeyOf(date);
    const start = lowerBound(this.table.day, key);
    const end = lowerBound(this.table.day, key + 1);
    const tasks: DayTask[] = [];
    for (let i = start; i < end; i += 1) tasks.push(this.task(i, date));
    return tasks;
  }

  /** The client's visits, in order. */
  clientVisits(clientId: string): ScheduledVisit[] {
    if (!this.clientById(clientId)) return [];
    const c = this.byId!.get(clientId)!;
    const { clientVisits, clientStart } = this.table;
    const visits: ScheduledVisit[] = [];
    for (let at = clientStart[c]!; at < clientStart[c + 1]!; at += 1) visits.push(this.visit(clientVisits[at]!, plainDateOfKey(this.table.day[clientVisits[at]!]!)));
    return visits;
  }

  /** How many visits clash with another visit of their team. */
  get clashCount(): number {
    let count = 0;
    for (const other of this.table.clashWith) if (other >= 0) count += 1;
    return count;
  }

  /** Every visit that clashes with another of its team, in time order, from `from` on (a day) when given. */
  clashes(from?: Temporal.PlainDate): DayTask[] {
    return this.tasksAt(this.clashPositions(from));
  }

  /**
   * Where the clashing visits are in the table (as `clashes` orders them): numbers only, so that a
   * screen counts and pages thousands of clashes without making a date for each.
   */
  clashPositions(from?: Temporal.PlainDate): number[] {
    const { clashWith, day } = this.table;
    const positions: number[] = [];
    for (let i = from ? lowerBound(day, dayKeyOf(from)) : 0; i < clashWith.length; i += 1) if (clashWith[i]! >= 0) positions.push(i);
    return positions;
  }

  /** The visits at these places of the table (from `clashPositions`). */
  tasksAt(positions: readonly number[]): DayTask[] {
    return positions.map((i) => this.task(i, plainDateOfKey(this.table.day[i]!)));
  }

  private visitId(i: number): string {
    return this.table.ids.slice(this.table.idStart[i]!, this.table.idStart[i + 1]!);
  }

  private visit(i: number, date: Temporal.PlainDate): ScheduledVisit {
    const minute = this.table.minute[i]!;
    return {
      id: this.visitId(i),
      start: date.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 }),
      status: (VISIT_STATUS_CODES[this.table.status[i]!] ?? 'pending') as VisitStatus,
    };
  }

  private task(i: number, date: Temporal.PlainDate): DayTask {
    const record = this.table.clients[this.table.client[i]!]!;
    const visit = this.visit(i, date);
    const other = this.table.clashWith[i]!;
    const clash =
      other < 0 ? null : { clientName: this.table.clients[this.table.client[other]!]!.client.name, start: this.visit(other, other === i ? date : plainDateOfKey(this.table.day[other]!)).start };
    return { key: `${record.client.id}:${visit.id}`, record, visit, clash };
  }
}
