import { beforeEach, describe, expect, it } from 'vitest';
import { businessDataOver } from '../testing/business-data';
import { err } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { CalendarEntry } from './calendar-table';
import { LoadCalendar } from './load-calendar.use-case';

const entry: CalendarEntry = {
  client: { id: 'c1', name: 'Joana Prado', phone: '11988887777', email: 'joana@cliente.com', address: null },
  team: { id: 't1', name: 'Equipe Norte', leader: { id: 'l1', name: 'Lia' }, members: [] },
  recurrence: 'weekly',
  visits: [{ id: 'v1', day: 20260304, minute: 540, status: 'pending' }],
};

let api: RecordingClientsApi;
const load = (sessions = signedInToBusiness('employer')) => new LoadCalendar(businessDataOver(api, 'America/Sao_Paulo').calendar, sessions);

beforeEach(() => {
  api = new RecordingClientsApi();
  api.calendarEntries = [entry];
});

describe('LoadCalendar', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's calendar and answers its index", async (role) => {
    const result = await load(signedInToBusiness(role, 'owner-1')).execute();
    expect(result.ok && result.value.clients.map((c) => c.client.name)).toEqual(['Joana Prado']);
    expect(result.ok && result.value.clientVisits('c1').map((v) => [v.id, v.start.toString(), v.status])).toEqual([['v1', '2026-03-04T09:00:00', 'pending']]);
    expect(api.calls).toEqual([['calendar', credentialsFor(role), 'owner-1']]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await load(new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = { code: 'API_UNREACHABLE' };
    expect(await load(signedInToBusiness('leader')).execute()).toEqual(err({ code: 'API_UNREACHABLE' }));
  });
});
