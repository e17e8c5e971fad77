import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { CalendarRecord } from './calendar.port';
import { LoadCalendar } from './load-calendar.use-case';

const record: CalendarRecord = {
  client: { id: 'c1', name: 'Joana Prado', phone: '11988887777', email: 'joana@cliente.com', address: null },
  team: { id: 't1', name: 'Equipe Norte', leader: { id: 'l1', name: 'Lia' }, members: [] },
  recurrence: 'weekly',
  visits: [{ id: 'v1', start: Temporal.PlainDateTime.from('2026-03-04T09:00'), status: 'pending' }],
};

let api: RecordingClientsApi;

beforeEach(() => {
  api = new RecordingClientsApi();
  api.calendarRecords = [record];
});

describe('LoadCalendar', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's calendar and answers it", async (role) => {
    expect(await new LoadCalendar(api, signedInToBusiness(role, 'owner-1')).execute()).toEqual(ok([record]));
    expect(api.calls).toEqual([['calendar', credentialsFor(role), 'owner-1']]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadCalendar(api, new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = { code: 'API_UNREACHABLE' };
    expect(await new LoadCalendar(api, signedInToBusiness('leader')).execute()).toEqual(err({ code: 'API_UNREACHABLE' }));
  });
});
