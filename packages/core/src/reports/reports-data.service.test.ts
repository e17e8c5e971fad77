import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar/calendar-table';
import { ok } from '../shared/result';
import { RecordingClientsApi } from '../testing/recording-apis';
import { businessDataOver, type BusinessDataServices } from '../testing/business-data';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { LoadWorkFigures } from './load-work-figures.use-case';
import type { ClientReport } from './reports.port';

const at = (text: string) => Temporal.Instant.from(text);
const maria: ClientReport = {
  client: { id: 'c1', name: 'Maria', phone: '', email: '', address: null },
  services: [],
  discountPercent: 0,
  reports: [
    { visitId: 'v1', visitDate: Temporal.PlainDate.from('2026-11-02'), taskId: 't1', startedAt: at('2026-11-02T12:00:00Z'), finishedAt: at('2026-11-02T13:30:00Z'), collaboratorName: 'Lia', observation: 'ok' },
    { visitId: 'v2', visitDate: Temporal.PlainDate.from('2026-11-10'), taskId: 't2', startedAt: at('2026-11-10T12:00:00Z'), finishedAt: at('2026-11-10T12:30:00Z'), collaboratorName: 'Caio', observation: '' },
  ],
};
const calendar: CalendarEntry[] = [
  {
    client: maria.client,
    team: null,
    recurrence: 'weekly',
    visits: [
      { id: 'v1', day: 20261102, minute: 540, status: 'finished' },
      { id: 'v2', day: 20261110, minute: 540, status: 'finished' },
      { id: 'v3', day: 20261117, minute: 540, status: 'cancelled' },
      { id: 'v4', day: 20261124, minute: 540, status: 'pending' },
    ],
  },
];

let api: RecordingClientsApi;
let services: BusinessDataServices;
let data: BusinessDataServices['reports'];
const owner = credentialsFor('employer');

beforeEach(() => {
  api = new RecordingClientsApi();
  api.clientReports = [maria];
  api.calendarEntries = calendar;
  services = businessDataOver(api, 'America/Sao_Paulo');
  data = services.reports;
});

describe('ReportsDataService', () => {
  it('reads the clients once while the port answers the same reports, again when they change, and asks fresh after the app wrote', async () => {
    const first = await data.reportClients(owner, 'owner-1');
    const again = await data.reportClients(owner, 'owner-1');
    expect(again.ok && again.value).toBe(first.ok && first.value);
    api.clientReports = [{ ...maria, client: { ...maria.client, name: 'Maria Souza' } }];
    const changed = await data.reportClients(owner, 'owner-1');
    expect(changed.ok && changed.value.map((c) => c.client.name)).toEqual(['Maria Souza']);
    services.markStale();
    await data.clientReports(owner, 'owner-1', 'c1');
    await data.clientReports(owner, 'owner-1', 'c1');
    expect(api.freshReads.map((read) => read.fresh)).toEqual([false, false, false, true, false]);
  });

  it("answers only plain data: texts, numbers and plain objects (it crosses from a worker as it is)", async () => {
    const reports = await data.clientReports(owner, 'owner-1', 'c1');
    expect(reports.ok && reports.value[0]).toEqual({ visitId: 'v1', visitDate: '2026-11-02', taskId: 't1', startedAt: at('2026-11-02T12:00:00Z').epochMilliseconds, finishedAt: at('2026-11-02T13:30:00Z').epochMilliseconds, collaboratorName: 'Lia', observation: 'ok', finishedOnDevice: false });
  });

  it('a finish sent from the device after 90 s offline reports its device time, in the reports and the worked hours', async () => {
    const offline = { visitId: 'v1', visitDate: Temporal.PlainDate.from('2026-11-02'), taskId: 't1', startedAt: at('2026-11-02T12:00:00Z'), finishedAt: at('2026-11-02T13:01:30Z'), collaboratorName: 'Lia', observation: 'ok [finished on device 2026-11-02T13:00:00Z]' };
    api.clientReports = [{ ...maria, reports: [offline] }];
    const reports = await data.clientReports(owner, 'owner-1', 'c1');
    expect(reports.ok && reports.value[0]).toMatchObject({ finishedAt: at('2026-11-02T13:00:00Z').epochMilliseconds, observation: 'ok', finishedOnDevice: true });
    const figures = await data.workFigures(owner, 'owner-1', { from: '2026-11-01', to: '2026-11-30', grain: 'month', grouping: 'collaborator', page: 1, pageSize: 0 });
    expect(figures.ok && figures.value.hours.total).toBe(1);
  });

  it("computes the work report's figures for a range from the reports and the calendar's closed visits", async () => {
    const figures = await data.workFigures(owner, 'owner-1', { from: '2026-11-01', to: '2026-11-30', grain: 'month', grouping: 'collaborator', page: 1, pageSize: 1 });
    if (!figures.ok) throw new Error('no figures');
    expect(figures.value.periods).toEqual(['2026-11-01']);
    expect(figures.value.hours.series).toEqual([
      { name: 'Lia', hours: [1.5], total: 1.5 },
      { name: 'Caio', hours: [0.5], total: 0.5 },
    ]);
    expect(figures.value.outcomes.totals).toEqual({ finished: 2, cancelled: 1 });
    expect(figures.value.duration.overall).toBe(60);
    expect(figures.value.rowCount).toBe(2);
    expect(figures.value.rows.map((row) => row.date)).toEqual(['2026-11-10']);
  });

  it("answers a day's visits in progress, in the business's zone, again when the reports change", async () => {
    const started = { visitId: 'v4', visitDate: Temporal.PlainDate.from('2026-11-24'), taskId: 't4', startedAt: at('2026-11-24T12:05:00Z'), finishedAt: null, collaboratorName: 'Lia', observation: '' };
    api.clientReports = [{ ...maria, reports: [...maria.reports, started] }];
    const day = await data.openReports(owner, 'owner-1', '2026-11-24');
    expect(day.ok && day.value).toEqual([{ clientId: 'c1', visitId: 'v4', taskId: 't4', startedAt: Date.parse('2026-11-24T12:05:00Z'), collaboratorName: 'Lia' }]);
    expect(await data.openReports(owner, 'owner-1', '2026-11-25')).toEqual(ok([]));
    api.clientReports = [maria];
    expect(await data.openReports(owner, 'owner-1', '2026-11-24')).toEqual(ok([]));
  });

  it('refuses a range it cannot use without asking the server', async () => {
    const reversed = await data.workFigures(owner, 'owner-1', { from: '2026-11-30', to: '2026-11-01', grain: 'week', grouping: 'client', page: 1, pageSize: 10 });
    expect(reversed.ok).toBe(false);
    expect(api.calls).toEqual([]);
  });
});

describe('LoadWorkFigures', () => {
  it('gives the figures with Temporal periods and rows', async () => {
    const range = { from: Temporal.PlainDate.from('2026-11-01'), to: Temporal.PlainDate.from('2026-11-15') };
    const figures = await new LoadWorkFigures(data, signedInToBusiness('employer')).execute({ range, grain: 'week', grouping: 'client', page: 1, pageSize: 0 });
    expect(figures.ok && figures.value.hours.periods.map(String)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    expect(figures.ok && figures.value.outcomes.finished).toEqual([0, 1, 1]);
    expect(figures.ok && figures.value.rows.map((row) => [row.date.toString(), row.minutes, row.startedAt?.toString()])).toEqual([
      ['2026-11-10', 30, '2026-11-10T12:00:00Z'],
      ['2026-11-02', 90, '2026-11-02T12:00:00Z'],
    ]);
    expect(figures).toMatchObject(ok({ rowCount: 2 }));
  });
});
