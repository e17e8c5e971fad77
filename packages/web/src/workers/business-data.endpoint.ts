// What the business data worker answers, and how the page reads its long lists: the
// calendar's, the live board's and the reports' questions, answered by core's services in the
// worker. Columns of numbers are a few copies of memory; ten thousand clients are objects, which a
// message copies one by one on the page's thread when it is read. In one message that is one long
// task on a slow phone, so long lists (the calendar's clients, the task reports' clients) cross in
// slices, each read in a task of its own.
import { err, ok, type ApiFailure, type CalendarClient, type CalendarData, type CalendarTable, type DayBoardData, type ReportClientRecord, type ReportsData, type Result } from '@fieldteam/core';
import type { BusinessDataServices } from './business-data.services';

/** Items per message: a few tens of milliseconds of reading on a phone slowed 4x. */
const LIST_SLICE = 2_000;
/** Lists the worker still gives out: only calls made at the same time need more than one. */
const KEPT_LISTS = 4;

/** A long list the worker keeps for the slices asked next: how many items, and its number. */
export interface KeptList {
  readonly count: number;
  readonly served: number;
}

export type CalendarColumns = Omit<CalendarTable, 'clients'> & { readonly clients: KeptList };

type CalendarArgs = Parameters<CalendarData['calendar']>;
type CalendarAnswer = Awaited<ReturnType<CalendarData['calendar']>>;
type ReportClientsArgs = Parameters<ReportsData['reportClients']>;

/** What the page sets the worker up with. */
export interface BusinessDataSetup {
  /** The API's address as the page has it; a path ('/api') is read against the worker's origin, the page's. */
  readonly baseUrl: string;
  readonly language: string;
  readonly timeZone: string;
}

/** Every question of the three ports, the long lists asked for in slices. */
export interface BusinessDataEndpointCalls extends Omit<CalendarData, 'calendar'>, Omit<ReportsData, 'reportClients'>, Pick<DayBoardData, 'dayBoard'> {
  /** Starts the services; every other call waits for them. */
  setUp(setup: BusinessDataSetup): void;
  /** The app wrote something: each kept answer is asked for fresh at its next use. */
  markStale(): Promise<void>;
  /** The calendar with its clients kept in the worker, to be asked for in slices. */
  calendarColumns(...args: CalendarArgs): Promise<Result<CalendarColumns, ApiFailure>>;
  /** The task reports' clients, kept in the worker, to be asked for in slices. */
  reportClientList(...args: ReportClientsArgs): Promise<Result<KeptList, ApiFailure>>;
  /** Items start to end of a list served lately; null once it is no longer kept. */
  keptSlice(served: number, start: number, end: number): Promise<readonly unknown[] | null>;
}

/** The worker's side, like the transfer worker's: set up once, then the services' answers. */
export function businessDataEndpoint(start: (setup: BusinessDataSetup) => Promise<BusinessDataServices>): BusinessDataEndpointCalls {
  let started: Promise<BusinessDataServices> | null = null;
  const calls = servicesEndpoint(() => {
    if (!started) throw new Error('the business data worker was used before setUp');
    return started;
  });
  return {
    setUp(setup) {
      started = start(setup);
    },
    ...calls,
  };
}

/** The services' answers, long lists kept for the slices asked next. */
export function servicesEndpoint(services: () => Promise<BusinessDataServices>): Omit<BusinessDataEndpointCalls, 'setUp'> {
  const kept = new Map<number, readonly unknown[]>();
  let served = 0;
  const keep = (list: readonly unknown[]): KeptList => {
    served += 1;
    kept.set(served, list);
    kept.delete(served - KEPT_LISTS);
    return { count: list.length, served };
  };
  return {
    async calendarColumns(...args) {
      const answer = await (await services()).calendar.calendar(...args);
      if (!answer.ok) return answer;
      const { clients, ...columns } = answer.value;
      return ok({ ...columns, clients: keep(clients) });
    },
    async reportClientList(...args) {
      const answer = await (await services()).reports.reportClients(...args);
      return answer.ok ? ok(keep(answer.value)) : answer;
    },
    keptSlice: async (at, start, end) => kept.get(at)?.slice(start, end) ?? null,
    teamLoad: async (...args) => (await services()).calendar.teamLoad(...args),
    daySheet: async (...args) => (await services()).calendar.daySheet(...args),
    dayBoard: async (...args) => (await services()).board.dayBoard(...args),
    clientReports: async (...args) => (await services()).reports.clientReports(...args),
    workFigures: async (...args) => (await services()).reports.workFigures(...args),
    openReports: async (...args) => (await services()).reports.openReports(...args),
    timeSheet: async (...args) => (await services()).reports.timeSheet(...args),
    markStale: async () => (await services()).markStale(),
  };
}

type Remote = Pick<BusinessDataEndpointCalls, 'keptSlice'>;

/** A kept list read slice by slice; null when the worker let it go meanwhile. */
async function readKept<T>(remote: Remote, list: KeptList): Promise<T[] | null> {
  const items: T[] = [];
  for (let start = 0; start < list.count; start += LIST_SLICE) {
    const slice = await remote.keptSlice(list.served, start, start + LIST_SLICE);
    if (!slice) return null;
    items.push(...(slice as readonly T[]));
  }
  return items;
}

/**
 * Asks for a list and reads it in slices, again when the worker let it go before it was read:
 * only other calls for lists, made as fast as the slices are read, can make that happen.
 */
async function readWhole<A, T>(ask: () => Promise<Result<A, ApiFailure>>, listOf: (answer: A) => KeptList, remote: Remote): Promise<Result<{ answer: A; items: T[] }, ApiFailure>> {
  for (let attempt = 0; attempt < KEPT_LISTS; attempt += 1) {
    const answer = await ask();
    if (!answer.ok) return answer;
    const items = await readKept<T>(remote, listOf(answer.value));
    if (items) return ok({ answer: answer.value, items });
  }
  return err({ code: 'API_BAD_ANSWER', detail: 'the list changed while it was read' });
}

/** The page's side: the calendar put together from its columns and its clients' slices. */
export async function calendarFromEndpoint(remote: Pick<BusinessDataEndpointCalls, 'calendarColumns' | 'keptSlice'>, ...args: CalendarArgs): Promise<CalendarAnswer> {
  const read = await readWhole<CalendarColumns, CalendarClient>(() => remote.calendarColumns(...args), (columns) => columns.clients, remote);
  return read.ok ? ok({ ...read.value.answer, clients: read.value.items }) : read;
}

/** The page's side: the task reports' clients, read in slices. */
export async function reportClientsFromEndpoint(
  remote: Pick<BusinessDataEndpointCalls, 'reportClientList' | 'keptSlice'>,
  ...args: ReportClientsArgs
): Promise<Result<readonly ReportClientRecord[], ApiFailure>> {
  const read = await readWhole<KeptList, ReportClientRecord>(() => remote.reportClientList(...args), (list) => list, remote);
  return read.ok ? ok(read.value.items) : read;
}
