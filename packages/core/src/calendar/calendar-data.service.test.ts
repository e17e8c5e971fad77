import { describe, expect, it } from 'vitest';
import type { ClientReport } from '../reports/reports.port';
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
      { call: 'calendar', fresh: false },
    ]);
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
