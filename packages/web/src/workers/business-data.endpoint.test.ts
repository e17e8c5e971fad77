import { buildCalendarTable, err, ok, orderTextsIn, type CalendarData, type CalendarEntry, type ReportClientRecord, type ReportsData } from '@fieldteam/core';
import { describe, expect, it, vi } from 'vitest';
import { businessDataEndpoint, calendarFromEndpoint, reportClientsFromEndpoint } from './business-data.endpoint';
import type { BusinessDataServices } from './business-data.services';

orderTextsIn('en');

const entries = (count: number): CalendarEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    client: { id: `c${i}`, name: `Client ${String(i).padStart(5, '0')}`, phone: '', email: '', address: null },
    team: { id: 'alpha', name: 'Alpha', leader: null, members: [] },
    recurrence: 'weekly',
    visits: [{ id: `v${i}`, day: 20261201 + (i % 3), minute: 540, status: 'pending' }],
  }));

const serviceWith = (calendar: CalendarData['calendar'], reportClients: ReportsData['reportClients'] = vi.fn()): BusinessDataServices => ({
  calendar: { calendar, teamLoad: vi.fn(), daySheet: vi.fn() },
  board: { dayBoard: vi.fn(), markStale: vi.fn() },
  reports: { reportClients, clientReports: vi.fn(), workFigures: vi.fn(), timeSheet: vi.fn(), openReports: vi.fn() },
  markStale: vi.fn(),
});

const credentials = { token: 't', userId: 'u' } as never;

/** The [start, end) of each slice asked for, and the size of the first one. */
const askedSlices = (slices: { mock: { calls: [unknown, number, number][] } }) => {
  const asked = slices.mock.calls.map(([, start, end]) => [start, end]);
  return { asked, size: asked[0]![1]! };
};

const endpointOf = (service: BusinessDataServices) => {
  const endpoint = businessDataEndpoint(async () => service);
  endpoint.setUp({ baseUrl: '/api', language: 'en', timeZone: 'UTC' });
  return endpoint;
};

describe('the business data worker', () => {
  it('answers nothing before it is set up, and then with the service the set-up started', async () => {
    const start = vi.fn(async () => serviceWith(async () => ok(buildCalendarTable(entries(1)))));
    const endpoint = businessDataEndpoint(start);
    await expect(endpoint.markStale()).rejects.toThrow('used before setUp');
    expect(start).not.toHaveBeenCalled();
    endpoint.setUp({ baseUrl: '/api', language: 'pt-BR', timeZone: 'America/Sao_Paulo' });
    expect(start).toHaveBeenCalledWith({ baseUrl: '/api', language: 'pt-BR', timeZone: 'America/Sao_Paulo' });
    expect((await endpoint.calendarColumns(credentials, 'owner')).ok).toBe(true);
  });
});

describe('the calendar read from the business data worker', () => {
  it('crosses as its columns and then its clients in slices, and is put back together whole', async () => {
    const table = buildCalendarTable(entries(4_001));
    const endpoint = endpointOf(serviceWith(async () => ok(table)));
    const slices = vi.spyOn(endpoint, 'keptSlice');

    const answer = await calendarFromEndpoint(endpoint, credentials, 'owner');

    expect(answer).toEqual(ok(table));
    expect(slices).toHaveBeenCalledTimes(3);
    const { asked, size } = askedSlices(slices);
    expect(asked).toEqual([
      [0, size],
      [size, size * 2],
      [size * 2, size * 3],
    ]);
  });

  it('gives the columns without the clients in the first message', async () => {
    const table = buildCalendarTable(entries(3));
    const endpoint = endpointOf(serviceWith(async () => ok(table)));
    const columns = await endpoint.calendarColumns(credentials, 'owner');
    expect(columns.ok && Array.isArray(columns.value.clients)).toBe(false);
    expect(columns.ok && columns.value.clients.count).toBe(3);
  });

  it('passes a refusal on as it is', async () => {
    const refusal = err({ code: 'API_REFUSED', reason: 'session-ended', message: 'Unauthorized' } as const);
    const endpoint = endpointOf(serviceWith(async () => refusal as never));
    expect(await calendarFromEndpoint(endpoint, credentials, 'owner')).toEqual(refusal);
  });

  it('reads the calendar again when the one it was reading is no longer kept (other reads in between)', async () => {
    let version = 0;
    const endpoint = endpointOf(serviceWith(async () => ok(buildCalendarTable(entries(2 + version++)))));
    const remote = {
      calendarColumns: endpoint.calendarColumns,
      // Four other reads of the calendar happen before the first slice is asked for, once.
      keptSlice: vi.fn(async (served: number, start: number, end: number) => {
        if (remote.keptSlice.mock.calls.length === 1) for (let i = 0; i < 4; i += 1) await endpoint.calendarColumns(credentials, 'owner');
        return endpoint.keptSlice(served, start, end);
      }),
    };
    const answer = await calendarFromEndpoint(remote, credentials, 'owner');
    expect(answer.ok && answer.value.clients.length).toBe(7);
    expect(answer.ok && answer.value.day.length).toBe(7);
  });
});

describe("the task reports' clients read from the business data worker", () => {
  const records = (count: number): ReportClientRecord[] =>
    Array.from({ length: count }, (_, i) => ({
      client: { id: `c${i}`, name: `Client ${i}`, phone: '', email: '', address: null },
      services: [],
      discountPercent: 0,
      reportCount: i % 4,
    }));

  it('cross in slices, in their order, and are put back together whole', async () => {
    const list = records(2_005);
    const endpoint = endpointOf(serviceWith(vi.fn(), async () => ok(list)));
    const slices = vi.spyOn(endpoint, 'keptSlice');

    expect(await reportClientsFromEndpoint(endpoint, credentials, 'owner')).toEqual(ok(list));
    const { asked, size } = askedSlices(slices);
    expect(asked).toEqual([
      [0, size],
      [size, size * 2],
    ]);
  });

  it('pass a refusal on as it is, with no slice asked for', async () => {
    const refusal = err({ code: 'API_REFUSED', reason: 'session-ended', message: 'Unauthorized' } as const);
    const endpoint = endpointOf(serviceWith(vi.fn(), async () => refusal as never));
    const slices = vi.spyOn(endpoint, 'keptSlice');
    expect(await reportClientsFromEndpoint(endpoint, credentials, 'owner')).toEqual(refusal);
    expect(slices).not.toHaveBeenCalled();
  });
});
