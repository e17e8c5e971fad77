import { describe, expect, it } from 'vitest';
import type { Client } from '../clients/client.entity';
import type { ClientReport } from '../reports/reports.port';
import { err } from '../shared/result';
import { businessDataOver } from '../testing/business-data';
import { RecordingClientsApi } from '../testing/recording-apis';
import { credentialsFor } from '../testing/sessions';
import type { CalendarEntry } from './calendar-table';

const owner = credentialsFor('employer');
const entry = (id: string, name: string, day: number, minute: number, teamId: string | null = 'ta'): CalendarEntry => ({
  client: { id, name, phone: '', email: '', address: null },
  team: teamId ? { id: teamId, name: 'Equipe A', leader: null, members: [] } : null,
  recurrence: 'weekly',
  visits: [{ id: `${id}-v`, day, minute, status: 'pending' }],
});
const clientOf = (id: string, serviceMinutes: number | null): Client => ({ id, name: id, phone: '', email: '', docId: null, birthday: null, address: null, team: null, serviceMinutes, createdById: null, createdAt: null });
const reportOf = (id: string, name: string, services: ClientReport['services']): ClientReport => ({ client: { id, name, phone: '', email: '', address: null }, services, discountPercent: 0, reports: [] });

describe('CalendarDataService', () => {
  it('builds the table once while the port answers the same calendar, again when it changes', async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [entry('c1', 'Bruna', 20261201, 540)];
    const data = businessDataOver(api).calendar;
    const first = await data.calendar(owner, 'owner-1');
    const again = await data.calendar(owner, 'owner-1');
    expect(again.ok && again.value).toBe(first.ok && first.value);
    api.calendarEntries = [entry('c1', 'Bruna', 20261201, 540), entry('c2', 'Ana', 20261202, 600)];
    const changed = await data.calendar(owner, 'owner-1');
    expect(changed.ok && changed.value.clients.map((c) => c.client.name)).toEqual(['Ana', 'Bruna']);
    expect(api.calls.map(([name]) => name)).toEqual(['calendar', 'calendar', 'calendar']);
  });

  it('asks for the calendar fresh once after the app wrote', async () => {
    const api = new RecordingClientsApi();
    const services = businessDataOver(api);
    await services.calendar.calendar(owner, 'owner-1');
    services.markStale();
    await services.calendar.teamLoad(owner, 'owner-1', { days: [20261201], openMinutes: [600] });
    await services.calendar.calendar(owner, 'owner-1');
    expect(api.freshReads).toEqual([
      { call: 'calendar', fresh: false },
      { call: 'calendar', fresh: true },
      // The write came before the list's first read too.
      { call: 'clients', fresh: true },
      { call: 'calendar', fresh: false },
    ]);
    services.markStale();
    await services.calendar.teamLoad(owner, 'owner-1', { days: [20261201], openMinutes: [600] });
    expect(api.freshReads.slice(-2)).toEqual([
      { call: 'calendar', fresh: true },
      { call: 'clients', fresh: true },
    ]);
  });

  it("counts each visit of the team load at its client's service duration, from the client list", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [entry('c1', 'Bruna', 20261201, 540), entry('c2', 'Ana', 20261201, 720), entry('c3', 'Caio', 20261201, 900)];
    api.clients = [clientOf('c1', 150), clientOf('c2', null)];
    const load = await businessDataOver(api).calendar.teamLoad(owner, 'owner-1', { days: [20261201], openMinutes: [600] });
    // 2 h 30 for Bruna; an hour each for Ana (no duration) and Caio (not in the list).
    expect(load.ok && [load.value.teams[0]!.bookedMinutes, load.value.defaultedVisits, load.value.clientsWithoutDuration]).toEqual([[270], 2, ['Ana', 'Caio']]);
    expect(() => structuredClone(load)).not.toThrow();
  });

  it('answers the client list\'s failure for the team load', async () => {
    const api = new RecordingClientsApi();
    api.list = () => Promise.resolve(err({ code: 'API_UNREACHABLE' }));
    const load = await businessDataOver(api).calendar.teamLoad(owner, 'owner-1', { days: [20261201], openMinutes: [600] });
    expect(load).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });

  it("names each stop's services on the day sheet, from the task reports", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [entry('c1', 'Bruna', 20261201, 540), entry('c2', 'Ana', 20261201, 600, null)];
    api.clientReports = [reportOf('c1', 'Bruna', [{ id: 'a1', serviceId: 's1', name: 'Poda', value: 80 }])];
    const sheet = await businessDataOver(api).calendar.daySheet(owner, 'owner-1', { day: 20261201, teamId: 'ta' });
    expect(sheet.ok && sheet.value.map((stop) => [stop.name, stop.services])).toEqual([['Bruna', [{ name: 'Poda', value: 80 }]]]);
    expect(() => structuredClone(sheet)).not.toThrow();
  });
});
