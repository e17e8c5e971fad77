import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar/calendar-table';
import { ok } from '../shared/result';
import { RecordingClientsApi } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { BusinessDataService } from './business-data.service';
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
let data: BusinessDataService;
const owner = credentialsFor('employer');

beforeEach(() => {
  api = new RecordingClientsApi();
  api.clientReports = [maria];
  api.calendarEntries = calendar;
  data = new BusinessDataService(api, 'America/Sao_Paulo');
});

describe('BusinessDataService', () => {
  it('fetches each answer once for the session, and again after the app wrote something', async () => {
    await data.calendar(owner, 'owner-1');
    await data.calendar(owner, 'owner-1');
    await data.reportClients(owner, 'owner-1');
    await data.clientReports(owner, 'owner-1', 'c1');
    expect(api.calls.map(([name]) => name)).toEqual(['calendar', 'reports']);
    data.markStale();
    await data.calendar(owner, 'owner-1');
    await data.reportClients(owner, 'owner-1');
    expect(api.calls.map(([name]) => name)).toEqual(['calendar', 'reports', 'calendar', 'reports']);
  });

  it("answers only plain data: texts, numbers and typed arrays (it crosses from a worker as it is)", async () => {
    const table = await data.calendar(owner, 'owner-1');
    expect(() => structuredClone(table)).not.toThrow();
    const reports = await data.clientReports(owner, 'owner-1', 'c1');
    expect(reports.ok && reports.value[0]).toEqual({ visitId: 'v1', visitDate: '2026-11-02', taskId: 't1', startedAt: at('2026-11-02T12:00:00Z').epochMilliseconds, finishedAt: at('2026-11-02T13:30:00Z').epochMilliseconds, collaboratorName: 'Lia', observation: 'ok' });
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

  it("answers the live board of a day with each client's takings after its discount", async () => {
    api.clientReports = [{ ...maria, services: [{ id: 's1', serviceId: 'x', name: 'Mowing', value: 120 }], discountPercent: 25 }];
    const board = await data.dayBoard(owner, 'owner-1', { day: 20261124, now: { day: 20261124, minute: 9 * 60 + 1 } });
    expect(board.ok && board.value).toEqual({
      day: 20261124,
      teams: [{ teamId: null, teamName: null, done: 0, inProgress: 0, pending: 1, cancelled: 0, late: 1, nextStop: { clientId: 'c1', clientName: 'Maria', minute: 540, late: true }, takings: 90 }],
      takings: 90,
    });
    expect(() => structuredClone(board)).not.toThrow();
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
