import { buildCalendarTable, ok, orderTextsIn, type CalendarEntry, type ClientReport, type ReadOptions } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { businessDataInPageLater } from './business-data.client';

orderTextsIn('en');

const credentials = { email: 'ana@example.com', token: 't' };
const maria = { id: 'c1', name: 'Maria', phone: '', email: '', address: null };
const entries: CalendarEntry[] = [{ client: maria, team: null, recurrence: 'weekly', visits: [{ id: 'v1', day: 20261201, minute: 540, status: 'pending' }] }];
const reports: ClientReport[] = [{ client: maria, services: [{ id: 's1', serviceId: 'x', name: 'Poda', value: 100 }], discountPercent: 0, reports: [] }];

/** The calendar, reports and client list calls as the page's kept adapter answers them, recording whether each read asked for a fresh answer. */
function api() {
  const reads: string[] = [];
  return {
    reads,
    list: async (_c: unknown, _o: unknown, options?: ReadOptions) => (reads.push(`clients${options?.fresh ? ' fresh' : ''}`), ok([{ ...maria, docId: null, birthday: null, team: null, serviceMinutes: 150, createdById: null, createdAt: null }])),
    calendar: async (_c: unknown, _o: unknown, options?: ReadOptions) => (reads.push(`calendar${options?.fresh ? ' fresh' : ''}`), ok(entries)),
    reports: async (_c: unknown, _o: unknown, options?: ReadOptions) => (reads.push(`reports${options?.fresh ? ' fresh' : ''}`), ok(reports)),
  };
}

describe('the business data in the page (no worker)', () => {
  it("answers the calendar's, the live board's and the reports' questions through the same endpoint as the worker", async () => {
    const calls = api();
    const data = businessDataInPageLater(calls, calls, calls, 'America/Sao_Paulo');
    expect(await data.calendar(credentials, 'owner-1')).toEqual(ok(buildCalendarTable(entries)));
    expect(await data.reportClients(credentials, 'owner-1')).toEqual(ok([{ client: maria, services: reports[0]!.services, discountPercent: 0, reportCount: 0 }]));
    const board = await data.dayBoard(credentials, 'owner-1', { day: 20261201, now: { day: 20261201, minute: 600 } });
    expect(board.ok && board.value.takings).toBe(100);
    const sheet = await data.daySheet(credentials, 'owner-1', { day: 20261201, teamId: null });
    expect(sheet.ok && sheet.value.map((stop) => stop.name)).toEqual(['Maria']);
    // The team load reads Maria's 2 h 30 from the client list.
    const load = await data.teamLoad(credentials, 'owner-1', { days: [20261201], openMinutes: [600] });
    expect(load.ok && load.value.teams.map((team) => team.bookedMinutes)).toEqual([[150]]);
  });

  it("asks for every answer fresh after it is marked stale (the app's writes)", async () => {
    const calls = api();
    const data = businessDataInPageLater(calls, calls, calls, 'UTC');
    await data.teamLoad(credentials, 'owner-1', { days: [20261201], openMinutes: [600] });
    await data.markStale();
    await data.calendar(credentials, 'owner-1');
    await data.reportClients(credentials, 'owner-1');
    await data.teamLoad(credentials, 'owner-1', { days: [20261201], openMinutes: [600] });
    expect(calls.reads).toEqual(['calendar', 'clients', 'calendar fresh', 'reports fresh', 'calendar', 'clients fresh']);
  });

  it('is a plain object: awaiting it gives it back, it is not taken for a promise', async () => {
    const calls = api();
    const data = businessDataInPageLater(calls, calls, calls, 'UTC');
    expect(await Promise.resolve(data)).toBe(data);
    expect('then' in data).toBe(false);
  });
});
