import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar/calendar-table';
import { ok } from '../shared/result';
import { RecordingClientsApi } from '../testing/recording-apis';
import { businessDataOver, type BusinessDataServices } from '../testing/business-data';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { LoadTimeSheet } from './load-time-sheet.use-case';
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

describe('the time sheet', () => {
  const team = { id: 't1', name: 'Equipe Norte', leader: null, members: [] };
  const night: ClientReport = {
    client: { id: 'c2', name: 'João', phone: '', email: '', address: null },
    services: [],
    discountPercent: 0,
    reports: [
      // 22:30 to 00:15 in São Paulo: a visit of the 2nd that ends on the 3rd.
      { visitId: 'v9', visitDate: Temporal.PlainDate.from('2026-11-02'), taskId: 't9', startedAt: at('2026-11-03T01:30:00Z'), finishedAt: at('2026-11-03T03:15:00Z'), collaboratorName: 'Lia', observation: '' },
      { visitId: 'v10', visitDate: Temporal.PlainDate.from('2026-11-10'), taskId: 't10', startedAt: at('2026-11-10T14:00:00Z'), finishedAt: null, collaboratorName: 'Caio', observation: '' },
    ],
  };
  beforeEach(() => {
    api.clientReports = [maria, night];
    api.calendarEntries = [{ ...calendar[0]!, team }, { client: night.client, team: null, recurrence: null, visits: [] }];
  });
  const query = { from: '2026-11-01', to: '2026-11-30', team: null, collaborator: null, timeZone: 'America/Sao_Paulo' };

  it("gives each collaborator's hours and the total of the work report's, on the same reports", async () => {
    const [sheet, figures] = await Promise.all([data.timeSheet(owner, 'owner-1', query), data.workFigures(owner, 'owner-1', { from: '2026-11-01', to: '2026-11-30', grain: 'week', grouping: 'collaborator', page: 1, pageSize: 0 })]);
    if (!sheet.ok || !figures.ok) throw new Error('no answer');
    expect(sheet.value.total.hours).toBe(figures.value.hours.total);
    expect(sheet.value.people.map((p) => [p.name, p.hours])).toEqual([
      ['Caio', 0.5],
      ['Lia', 3.25],
    ]);
    expect(Object.fromEntries(figures.value.hours.series.map((s) => [s.name, s.total]))).toEqual({ Caio: 0.5, Lia: 3.25 });
  });

  it("answers plain data: each day's figures, each client's team from the calendar, the teams and collaborators to choose from", async () => {
    const sheet = await data.timeSheet(owner, 'owner-1', query);
    if (!sheet.ok) throw new Error('no sheet');
    expect(sheet.value.days[0]).toEqual({ date: '2026-11-02', collaborator: 'Lia', visits: 2, open: 0, onSiteMs: 195 * 60_000, betweenMs: 12 * 3_600_000, hours: 3.25, firstStart: at('2026-11-02T12:00:00Z').epochMilliseconds, lastFinish: at('2026-11-03T03:15:00Z').epochMilliseconds });
    expect(sheet.value.teams.map((t) => [t.id, t.name, t.hours, t.open])).toEqual([
      ['t1', 'Equipe Norte', 2, 0],
      ['', null, 1.75, 1],
    ]);
    expect(sheet.value.teamChoices).toEqual([{ id: 't1', name: 'Equipe Norte' }]);
    expect(sheet.value.collaboratorChoices).toEqual(['Caio', 'Lia']);
    const norte = await data.timeSheet(owner, 'owner-1', { ...query, team: 't1' });
    expect(norte.ok && norte.value.collaboratorChoices).toEqual(['Caio', 'Lia']);
    expect(norte.ok && norte.value.total.hours).toBe(2);
  });

  it('refuses a range longer than a quarter without asking the server', async () => {
    expect((await data.timeSheet(owner, 'owner-1', { ...query, to: '2027-02-02' })).ok).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it("LoadTimeSheet asks in the business's zone and gives Temporal days and times", async () => {
    const zones = { execute: async () => ({ business: 'America/Sao_Paulo', device: 'Asia/Tokyo', differs: true }) };
    const asked: string[] = [];
    const spy = { timeSheet: (...args: Parameters<typeof data.timeSheet>) => (asked.push(args[2].timeZone), data.timeSheet(...args)) };
    const range = { from: Temporal.PlainDate.from('2026-11-02'), to: Temporal.PlainDate.from('2026-11-02') };
    const sheet = await new LoadTimeSheet(spy, signedInToBusiness('employer'), { timeZone: () => 'Asia/Tokyo' }, zones).execute(range, { team: null, collaborator: 'Lia' });
    expect(asked).toEqual(['America/Sao_Paulo']);
    expect(sheet.ok && sheet.value.timeZone).toBe('America/Sao_Paulo');
    expect(sheet.ok && sheet.value.days.map((d) => [d.date.toString(), d.lastFinish?.toString()])).toEqual([['2026-11-02', '2026-11-03T03:15:00Z']]);
  });
});
