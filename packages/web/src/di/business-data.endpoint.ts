// What the business data worker answers, and how the page reads the calendar from it (ADR 0049).
// The calendar's columns are a few copies of memory; its ten thousand clients are objects, which a
// message copies one by one on the page's thread when it is read. In one message that is one long
// task on a slow phone, so the clients cross in slices, each read in a task of its own.
import { err, ok, type BusinessData, type CalendarClient, type CalendarTable } from '@fieldteam/core';

/** Clients per message: a few tens of milliseconds of reading on a phone slowed 4x. */
export const CALENDAR_CLIENTS_SLICE = 2_000;
/** Calendars whose clients the worker still gives out: only calls made at the same time need more than one. */
const KEPT_CALENDARS = 4;

export type CalendarColumns = Omit<CalendarTable, 'clients'> & { readonly clientCount: number; readonly served: number };

type CalendarArgs = Parameters<BusinessData['calendar']>;
type CalendarAnswer = Awaited<ReturnType<BusinessData['calendar']>>;

export interface BusinessDataEndpointCalls extends Omit<BusinessData, 'calendar'> {
  /** The calendar without its clients, and the number by which its clients are asked for. */
  calendarColumns(...args: CalendarArgs): Promise<Awaited<ReturnType<typeof columnsOf>>>;
  /** Clients start to end of a calendar served lately; null once it is no longer kept. */
  calendarClients(served: number, start: number, end: number): Promise<readonly CalendarClient[] | null>;
}

const columnsOf = (answer: CalendarAnswer, served: number) => {
  if (!answer.ok) return answer;
  const { clients, ...columns } = answer.value;
  return ok({ ...columns, clientCount: clients.length, served });
};

/** The worker's side: the service's answers, the calendar's clients kept for the slices asked next. */
export function businessDataEndpoint(service: () => Promise<BusinessData>): BusinessDataEndpointCalls {
  const kept = new Map<number, readonly CalendarClient[]>();
  let served = 0;
  return {
    async calendarColumns(...args) {
      const answer = await (await service()).calendar(...args);
      served += 1;
      if (answer.ok) kept.set(served, answer.value.clients);
      kept.delete(served - KEPT_CALENDARS);
      return columnsOf(answer, served);
    },
    calendarClients: async (at, start, end) => kept.get(at)?.slice(start, end) ?? null,
    reportClients: async (...args) => (await service()).reportClients(...args),
    clientReports: async (...args) => (await service()).clientReports(...args),
    workFigures: async (...args) => (await service()).workFigures(...args),
    dayBoard: async (...args) => (await service()).dayBoard(...args),
    markStale: async () => (await service()).markStale(),
  };
}

/** The page's side: the calendar put together from its columns and its clients' slices. */
export async function calendarFromEndpoint(remote: Pick<BusinessDataEndpointCalls, 'calendarColumns' | 'calendarClients'>, ...args: CalendarArgs): Promise<CalendarAnswer> {
  for (let attempt = 0; attempt < KEPT_CALENDARS; attempt += 1) {
    const answer = await remote.calendarColumns(...args);
    if (!answer.ok) return answer;
    const { clientCount, served, ...columns } = answer.value;
    const clients: CalendarClient[] = [];
    for (let start = 0; start < clientCount; start += CALENDAR_CLIENTS_SLICE) {
      const slice = await remote.calendarClients(served, start, start + CALENDAR_CLIENTS_SLICE);
      if (!slice) break;
      clients.push(...slice);
    }
    if (clients.length === clientCount) return ok({ ...columns, clients });
  }
  // Only other calls for the calendar, made as fast as the slices are read, can get here.
  return err({ code: 'API_BAD_ANSWER', detail: 'the calendar changed while it was read' });
}
