import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { businessDataOver } from '../testing/business-data';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi } from '../testing/recording-apis';
import { signedInToBusiness } from '../testing/sessions';
import { LoadDaySheet } from './load-day-sheet.use-case';

const alpha = { id: 'ta', name: 'Alpha', leader: null, members: [] };
const joana = { id: 'c1', name: 'Joana', phone: '11912345678', email: '', address: null };

describe('LoadDaySheet', () => {
  it("gives the team's stops of the day with each client's attached services", async () => {
    const api = new RecordingClientsApi();
    api.calendarEntries = [{ client: joana, team: alpha, recurrence: null, visits: [{ id: 'v1', day: 20261201, minute: 540, status: 'pending' }] }];
    api.clientReports = [{ client: joana, services: [{ id: 'as1', serviceId: 's1', name: 'Limpeza', value: 120 }], discountPercent: 10, reports: [] }];
    const sheet = await new LoadDaySheet(businessDataOver(api, 'America/Sao_Paulo').calendar, signedInToBusiness('employer')).execute(Temporal.PlainDate.from('2026-12-01'), 'ta');
    expect(sheet.ok && sheet.value).toEqual([{ clientId: 'c1', name: 'Joana', phone: '11912345678', address: null, minute: 540, services: [{ name: 'Limpeza', value: 120 }] }]);
  });

  it('asks nothing without a session', async () => {
    const api = new RecordingClientsApi();
    expect((await new LoadDaySheet(businessDataOver(api, 'UTC').calendar, new MemorySessionStore()).execute(Temporal.PlainDate.from('2026-12-01'), null)).ok).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
