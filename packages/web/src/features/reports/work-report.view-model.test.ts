import { LoadWorkFigures, err, ok, type CalendarEntry, type ClientReport, type FileSaver, type SavedFile, type VisitStatus } from '@fieldteam/core';
import { businessDataOver, FixedClock, signedInStore } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ChosenSeparator } from '../../shared/csv';
import { Notifier } from '../../shared/notifier';
import { fixedZones } from '../../testing/fixed-zones';
import { WorkReportViewModel } from './work-report.view-model';

const ZONE = 'America/Sao_Paulo';

/** A finished visit's report: started at 9:00 on the day, lasting `minutes` (unfinished when null). */
interface Worked {
  readonly date: string;
  readonly minutes: number | null;
  readonly collaborator: string | null;
  readonly clientName: string;
  readonly observation: string;
}

const visit = (date: string, minutes: number | null, collaborator: string | null, clientName = 'Maria'): Worked => ({ date, minutes, collaborator, clientName, observation: 'Done, "all" rooms' });

/** The task reports' answer of these visits, a client per name. */
function reportsOf(visits: readonly Worked[]): ClientReport[] {
  const names = [...new Set(visits.map((v) => v.clientName))];
  return names.map((name) => ({
    client: { id: name, name, phone: '', email: '', address: null },
    services: [],
    discountPercent: 0,
    reports: visits
      .filter((v) => v.clientName === name)
      .map((v) => {
        const startedAt = Temporal.ZonedDateTime.from(`${v.date}T09:00[${ZONE}]`).toInstant();
        return { visitId: `${name}:${v.date}`, visitDate: Temporal.PlainDate.from(v.date), taskId: null, startedAt, finishedAt: v.minutes === null ? null : startedAt.add({ minutes: v.minutes }), collaboratorName: v.collaborator, observation: v.observation };
      }),
  }));
}

/** The calendar's answer: one client whose visits closed on these days. */
const calendarOf = (closed: readonly { date: string; status: VisitStatus }[]): CalendarEntry[] => [
  {
    client: { id: 'cal', name: 'Calendar', phone: '', email: '', address: null },
    team: null,
    recurrence: null,
    visits: closed.map(({ date, status }, i) => ({ id: `v${i}`, day: Number(date.replaceAll('-', '')), minute: 540, status })),
  },
];

const visits = [visit('2026-08-20', 60, 'Ana'), visit('2026-11-02', 90, 'Ana'), visit('2026-11-03', 30, 'Bruno', 'João'), visit('2026-11-20', 120, 'Bruno')];
const closed = [
  { date: '2026-11-02', status: 'finished' as const },
  { date: '2026-11-04', status: 'cancelled' as const },
];

class MemoryFiles implements FileSaver {
  saved: SavedFile[] = [];
  save(file: SavedFile): void {
    this.saved.push(file);
  }
}

const headers: Parameters<WorkReportViewModel['exportCsv']>[0] = { date: 'Date', client: 'Client', collaborator: 'Collaborator', started: 'Started', finished: 'Finished', hours: 'Hours', observation: 'Observation' };

async function loaded(worked: readonly Worked[] = visits, { down = false, deviceZone = ZONE, separator = ',' as ChosenSeparator } = {}) {
  const notifier = new Notifier();
  const files = new MemoryFiles();
  const answer = <T,>(value: T) => (down ? err({ code: 'API_UNREACHABLE' as const }) : ok(value));
  const data = businessDataOver({ reports: async () => answer(reportsOf(worked)), calendar: async () => answer(calendarOf(closed)) }, ZONE).reports;
  const load = new LoadWorkFigures(data, signedInStore('employer'));
  // 2026-11-23, 12:00 in São Paulo.
  const vm = new WorkReportViewModel(load, new FixedClock('2026-11-23T15:00:00Z', deviceZone), notifier, files, fixedZones(ZONE, deviceZone), separator);
  await vm.load();
  return { vm, notifier, files };
}

describe('WorkReportViewModel', () => {
  it('opens on the last three months up to today, by week', async () => {
    const { vm } = await loaded();
    expect([vm.from, vm.to, vm.grain]).toEqual(['2026-09-01', '2026-11-23', 'week']);
    expect(vm.pageRows.map((v) => v.date.toString())).toEqual(['2026-11-20', '2026-11-03', '2026-11-02']);
  });

  it('offers this month and the last twelve months (by month)', async () => {
    const { vm } = await loaded();
    await vm.usePreset('thisMonth');
    expect([vm.from, vm.to]).toEqual(['2026-11-01', '2026-11-23']);
    await vm.usePreset('last12Months');
    expect([vm.from, vm.to, vm.grain]).toEqual(['2025-12-01', '2026-11-23', 'month']);
    expect(vm.rowCount).toBe(4);
  });

  it('draws hours per collaborator or per client, outcomes and average length for the range', async () => {
    const { vm } = await loaded();
    await vm.setFrom('2026-11-01');
    await vm.setGrain('month');
    expect(vm.hours!.series).toEqual([
      { name: 'Bruno', hours: [2.5], total: 2.5 },
      { name: 'Ana', hours: [1.5], total: 1.5 },
    ]);
    await vm.setGrouping('client');
    expect(vm.hours!.series.map((s) => [s.name, s.total])).toEqual([
      ['Maria', 3.5],
      ['João', 0.5],
    ]);
    expect(vm.outcomes!.totals).toEqual({ finished: 1, cancelled: 1 });
    expect(vm.duration!.overall).toBe(80);
  });

  it('says what is wrong with a range that ends before it starts, a day that does not exist, or one too long, and draws nothing', async () => {
    const { vm } = await loaded();
    await vm.setFrom('2026-11-24');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.reversed' });
    expect([vm.hours, vm.outcomes, vm.duration]).toEqual([null, null, null]);
    expect(vm.pageRows).toEqual([]);
    await vm.setFrom('2026-02-30');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.invalid' });
    await vm.setFrom('');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.invalid' });
    await vm.setFrom('2020-01-01');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.tooLong', values: { years: 5 } });
    await vm.setFrom('2026-11-01');
    expect(vm.rangeProblem).toBeNull();
    expect(vm.rowCount).toBe(3);
  });

  it('lists the range’s visits ten a page, back on the first page when the range changes', async () => {
    const many = Array.from({ length: 23 }, (_, i) => visit(`2026-11-${String(i + 1).padStart(2, '0')}`, 60, 'Ana'));
    const { vm } = await loaded(many);
    expect(vm.pageCount).toBe(3);
    await vm.setPage(3);
    expect(vm.pageRows.map((v) => v.date.day)).toEqual([3, 2, 1]);
    await vm.setPage(9);
    expect(vm.page).toBe(3);
    await vm.setTo('2026-11-22');
    expect(vm.page).toBe(1);
    expect(vm.pageRows[0]!.date.day).toBe(22);
  });

  it('exports every visit of the range, not only the page, as a CSV named after the range', async () => {
    const { vm, files, notifier } = await loaded();
    await vm.exportCsv(headers, 'en');
    expect(files.saved).toHaveLength(1);
    const [file] = files.saved;
    expect(file!.name).toBe('work-report_2026-09-01_2026-11-23.csv');
    expect(file!.type).toBe('text/csv;charset=utf-8');
    expect(file!.text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Date,Client,Collaborator,Started,Finished,Hours,Observation',
      '2026-11-20,Maria,Bruno,2026-11-20 09:00,2026-11-20 11:00,2,"Done, ""all"" rooms"',
      '2026-11-03,João,Bruno,2026-11-03 09:00,2026-11-03 09:30,0.5,"Done, ""all"" rooms"',
      '2026-11-02,Maria,Ana,2026-11-02 09:00,2026-11-02 10:30,1.5,"Done, ""all"" rooms"',
      '',
    ]);
    expect(notifier.toasts.at(-1)?.message).toEqual({ key: 'work:exported', values: { count: 3 } });
  });

  it("writes the separator of the browser's region, whatever the app's language: a Brazilian browser with the app in English gets semicolons and decimal commas", async () => {
    const { vm, files } = await loaded(visits, { separator: ';' });
    await vm.exportCsv(headers, 'en');
    expect(files.saved[0]!.text.replace('\uFEFF', '').split('\r\n').slice(0, 3)).toEqual([
      'Date;Client;Collaborator;Started;Finished;Hours;Observation',
      '2026-11-20;Maria;Bruno;2026-11-20 09:00;2026-11-20 11:00;2;"Done, ""all"" rooms"',
      '2026-11-03;João;Bruno;2026-11-03 09:00;2026-11-03 09:30;"0,5";"Done, ""all"" rooms"',
    ]);
  });

  it("a device in Lisbon: the started and finished times are the business's, as on screen", async () => {
    const { vm, files } = await loaded(visits, { deviceZone: 'Europe/Lisbon' });
    expect(vm.timeZone).toBe(ZONE);
    await vm.exportCsv(headers, 'en');
    expect(files.saved[0]!.text.replace('\uFEFF', '').split('\r\n')[1]).toBe('2026-11-20,Maria,Bruno,2026-11-20 09:00,2026-11-20 11:00,2,"Done, ""all"" rooms"');
  });

  it('writes an observation, a client or a collaborator a spreadsheet would run (＝ included) as plain text', async () => {
    const forged: Worked = { ...visit('2026-11-20', 60, '\uFF20SUM(1)', ' +cmd'), observation: '\uFF1DHYPERLINK("http://evil.example")' };
    const { vm, files } = await loaded([forged], { separator: ';' });
    await vm.exportCsv(headers, 'pt-BR');
    expect(files.saved[0]!.text.replace('\uFEFF', '').split('\r\n')[1]).toBe(`2026-11-20;' +cmd;'\uFF20SUM(1);2026-11-20 09:00;2026-11-20 10:00;1;"'\uFF1DHYPERLINK(""http://evil.example"")"`);
  });

  it('exports nothing while the range is wrong', async () => {
    const { vm, files } = await loaded();
    await vm.setTo('nonsense');
    await vm.exportCsv(headers, 'en');
    expect(files.saved).toHaveLength(0);
  });

  it('keeps an empty report when loading fails, and says why', async () => {
    const { vm, notifier } = await loaded(visits, { down: true });
    expect(vm.loading).toBe(false);
    expect(vm.pageRows).toEqual([]);
    expect(notifier.toasts).toHaveLength(1);
  });

  it('shows the figures of the latest question when answers come back out of order', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const load = new LoadWorkFigures(
      businessDataOver(
        {
          reports: async () => ok(reportsOf(visits)),
          calendar: async () => ok(calendarOf(closed)),
        },
        ZONE,
      ).reports,
      signedInStore('employer'),
    );
    let first = true;
    const vm = new WorkReportViewModel(
      { execute: async (query) => { if (first) { first = false; await slow; } return load.execute(query); } },
      new FixedClock('2026-11-23T15:00:00Z', ZONE),
      new Notifier(),
      new MemoryFiles(),
      fixedZones(ZONE),
      ',',
    );
    const stale = vm.load();
    await vm.setFrom('2026-11-10');
    release();
    await stale;
    expect(vm.pageRows.map((v) => v.date.toString())).toEqual(['2026-11-20']);
  });
});
