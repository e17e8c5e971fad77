import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import { businessDataOver } from '../testing/business-data';
import { LoadClientReports } from './load-client-reports.use-case';
import { LoadReports } from './load-reports.use-case';
import type { ReportsDataService } from './reports-data.service';
import type { ClientReport } from './reports.port';

const report: ClientReport = {
  client: { id: 'c1', name: 'Joana Prado', phone: '11988887777', email: 'joana@cliente.com', address: null },
  services: [{ id: 'a1', serviceId: 's1', name: 'Limpeza padrão', value: 120 }],
  discountPercent: 10,
  reports: [{ visitId: 'v1', visitDate: Temporal.PlainDate.from('2026-03-04'), taskId: 't1', startedAt: Temporal.Instant.from('2026-03-04T12:00:00Z'), finishedAt: null, collaboratorName: 'Caio', observation: '' }],
};

let api: RecordingClientsApi;
let data: ReportsDataService;

beforeEach(() => {
  api = new RecordingClientsApi();
  api.clientReports = [report];
  data = businessDataOver(api, 'America/Sao_Paulo').reports;
});

describe('LoadReports', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's reports and answers each client with its count", async (role) => {
    expect(await new LoadReports(data, signedInToBusiness(role, 'owner-1')).execute()).toEqual(
      ok([{ client: report.client, services: report.services, discountPercent: 10, reportCount: 1 }]),
    );
    expect(api.calls).toEqual([['reports', credentialsFor(role), 'owner-1']]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadReports(data, new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new LoadReports(data, signedInToBusiness('employer')).execute()).toEqual(err(REFUSED));
  });
});

describe('LoadClientReports', () => {
  it("gives one client's reports as Temporal values, read from the reports kept while the port answers them unchanged", async () => {
    const sessions = signedInToBusiness('manager');
    await new LoadReports(data, sessions).execute();
    expect(await new LoadClientReports(data, sessions).execute('c1')).toEqual(ok(report.reports));
    expect(await new LoadClientReports(data, sessions).execute('nobody')).toEqual(ok([]));
    expect(api.calls.filter(([name]) => name === 'reports')).toHaveLength(3);
  });
});
