import { buildCalendarTable, err, ok, orderTextsIn, type BusinessData, type CalendarEntry } from '@fieldteam/core';
import { describe, expect, it, vi } from 'vitest';
import { businessDataEndpoint, CALENDAR_CLIENTS_SLICE, calendarFromEndpoint } from './business-data.endpoint';

orderTextsIn('en');

const entries = (count: number): CalendarEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    client: { id: `c${i}`, name: `Client ${String(i).padStart(5, '0')}`, phone: '', email: '', address: null },
    team: { id: 'alpha', name: 'Alpha', leader: null, members: [] },
    recurrence: 'weekly',
    visits: [{ id: `v${i}`, day: 20261201 + (i % 3), minute: 540, status: 'pending' }],
  }));

const serviceWith = (calendar: BusinessData['calendar']): BusinessData => ({
  calendar,
  reportClients: vi.fn(),
  clientReports: vi.fn(),
  workFigures: vi.fn(),
  dayBoard: vi.fn(),
  markStale: vi.fn(),
});

const credentials = { token: 't', userId: 'u' } as never;

describe('the calendar read from the business data worker', () => {
  it('crosses as its columns and then its clients in slices, and is put back together whole', async () => {
    const table = buildCalendarTable(entries(CALENDAR_CLIENTS_SLICE * 2 + 1));
    const endpoint = businessDataEndpoint(async () => serviceWith(async () => ok(table)));
    const slices = vi.spyOn(endpoint, 'calendarClients');

    const answer = await calendarFromEndpoint(endpoint, credentials, 'owner');

    expect(answer).toEqual(ok(table));
    expect(slices).toHaveBeenCalledTimes(3);
    expect(slices.mock.calls.map(([, start, end]) => [start, end])).toEqual([
      [0, CALENDAR_CLIENTS_SLICE],
      [CALENDAR_CLIENTS_SLICE, CALENDAR_CLIENTS_SLICE * 2],
      [CALENDAR_CLIENTS_SLICE * 2, CALENDAR_CLIENTS_SLICE * 3],
    ]);
  });

  it('gives the columns without the clients in the first message', async () => {
    const table = buildCalendarTable(entries(3));
    const endpoint = businessDataEndpoint(async () => serviceWith(async () => ok(table)));
    const columns = await endpoint.calendarColumns(credentials, 'owner');
    expect(columns.ok && 'clients' in columns.value).toBe(false);
    expect(columns.ok && columns.value.clientCount).toBe(3);
  });

  it('passes a refusal on as it is', async () => {
    const refusal = err({ code: 'API_REFUSED', status: 401, message: 'Unauthorized' } as const);
    const endpoint = businessDataEndpoint(async () => serviceWith(async () => refusal as never));
    expect(await calendarFromEndpoint(endpoint, credentials, 'owner')).toEqual(refusal);
  });

  it('reads the calendar again when the one it was reading is no longer kept (other reads in between)', async () => {
    let version = 0;
    const endpoint = businessDataEndpoint(async () => serviceWith(async () => ok(buildCalendarTable(entries(2 + version++)))));
    const remote = {
      calendarColumns: endpoint.calendarColumns,
      // Four other reads of the calendar happen before the first slice is asked for, once.
      calendarClients: vi.fn(async (served: number, start: number, end: number) => {
        if (remote.calendarClients.mock.calls.length === 1) for (let i = 0; i < 4; i += 1) await endpoint.calendarColumns(credentials, 'owner');
        return endpoint.calendarClients(served, start, end);
      }),
    };
    const answer = await calendarFromEndpoint(remote, credentials, 'owner');
    expect(answer.ok && answer.value.clients.length).toBe(7);
    expect(answer.ok && answer.value.day.length).toBe(7);
  });
});
