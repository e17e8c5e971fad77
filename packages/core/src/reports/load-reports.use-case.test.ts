import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { ClientReport } from './reports.port';
import { LoadReports } from './load-reports.use-case';

const report: ClientReport = {
  client: { id: 'c1', name: 'Joana Prado', phone: '11988887777', email: 'joana@cliente.com', address: null },
  services: [{ id: 'a1', serviceId: 's1', name: 'Limpeza padrão', value: 120 }],
  discountPercent: 10,
  reports: [{ visitId: 'v1', visitDate: Temporal.PlainDate.from('2026-03-04'), taskId: 't1', startedAt: null, finishedAt: null, collaboratorName: 'Caio', observation: '' }],
};

let api: RecordingClientsApi;

beforeEach(() => {
  api = new RecordingClientsApi();
  api.clientReports = [report];
});

describe('LoadReports', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's reports and answers them", async (role) => {
    expect(await new LoadReports(api, signedInToBusiness(role, 'owner-1')).execute()).toEqual(ok([report]));
    expect(api.calls).toEqual([['reports', credentialsFor(role), 'owner-1']]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadReports(api, new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new LoadReports(api, signedInToBusiness('employer')).execute()).toEqual(err(REFUSED));
  });
});
