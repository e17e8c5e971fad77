import { err, ok, type FileSaver, type SavedFile, type WorkData, type WorkedVisit } from '@fieldteam/core';
import { FixedClock } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { WorkReportViewModel, type WorkCsvHeaders } from './work-report.view-model';

const ZONE = 'America/Sao_Paulo';
const visit = (date: string, minutes: number | null, collaborator: string | null, clientName = 'Maria'): WorkedVisit => {
  const startedAt = Temporal.ZonedDateTime.from(`${date}T09:00[${ZONE}]`).toInstant();
  return {
    key: `${clientName}:${date}`,
    clientId: clientName,
    clientName,
    collaborator,
    date: Temporal.PlainDate.from(date),
    startedAt,
    finishedAt: minutes === null ? null : startedAt.add({ minutes }),
    minutes,
    observation: 'Done, "all" rooms',
  };
};

const data: WorkData = {
  visits: [visit('2026-08-20', 60, 'Ana'), visit('2026-11-02', 90, 'Ana'), visit('2026-11-03', 30, 'Bruno', 'João'), visit('2026-11-20', 120, 'Bruno')],
  outcomes: [
    { date: Temporal.PlainDate.from('2026-11-02'), status: 'finished' },
    { date: Temporal.PlainDate.from('2026-11-04'), status: 'cancelled' },
  ],
};

class MemoryFiles implements FileSaver {
  saved: SavedFile[] = [];
  save(file: SavedFile): void {
    this.saved.push(file);
  }
}

const headers: WorkCsvHeaders = { date: 'Date', client: 'Client', collaborator: 'Collaborator', started: 'Started', finished: 'Finished', hours: 'Hours', observation: 'Observation' };

async function loaded(work: WorkData = data) {
  const notifier = new Notifier();
  const files = new MemoryFiles();
  // 2026-11-23, 12:00 in São Paulo.
  const vm = new WorkReportViewModel({ execute: async () => ok(work) }, new FixedClock('2026-11-23T15:00:00Z', ZONE), notifier, files);
  await vm.load();
  return { vm, notifier, files };
}

describe('WorkReportViewModel', () => {
  it('opens on the last three months up to today, by week', async () => {
    const { vm } = await loaded();
    expect([vm.from, vm.to, vm.grain]).toEqual(['2026-09-01', '2026-11-23', 'week']);
    expect(vm.rows.map((v) => v.date.toString())).toEqual(['2026-11-20', '2026-11-03', '2026-11-02']);
  });

  it('offers this month and the last twelve months (by month)', async () => {
    const { vm } = await loaded();
    vm.usePreset('thisMonth');
    expect([vm.from, vm.to]).toEqual(['2026-11-01', '2026-11-23']);
    vm.usePreset('last12Months');
    expect([vm.from, vm.to, vm.grain]).toEqual(['2025-12-01', '2026-11-23', 'month']);
    expect(vm.rows).toHaveLength(4);
  });

  it('draws hours per collaborator or per client, outcomes and average length for the range', async () => {
    const { vm } = await loaded();
    vm.setFrom('2026-11-01');
    vm.setGrain('month');
    expect(vm.hours!.series).toEqual([
      { name: 'Bruno', hours: [2.5], total: 2.5 },
      { name: 'Ana', hours: [1.5], total: 1.5 },
    ]);
    vm.setGrouping('client');
    expect(vm.hours!.series.map((s) => [s.name, s.total])).toEqual([
      ['Maria', 3.5],
      ['João', 0.5],
    ]);
    expect(vm.outcomes!.totals).toEqual({ finished: 1, cancelled: 1 });
    expect(vm.duration!.overall).toBe(80);
  });

  it('says what is wrong with a range that ends before it starts, a day that does not exist, or one too long, and draws nothing', async () => {
    const { vm } = await loaded();
    vm.setFrom('2026-11-24');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.reversed' });
    expect([vm.hours, vm.outcomes, vm.duration]).toEqual([null, null, null]);
    expect(vm.rows).toEqual([]);
    vm.setFrom('2026-02-30');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.invalid' });
    vm.setFrom('');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.invalid' });
    vm.setFrom('2020-01-01');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.tooLong', values: { years: 5 } });
    vm.setFrom('2026-11-01');
    expect(vm.rangeProblem).toBeNull();
  });

  it('lists the range’s visits ten a page, back on the first page when the range changes', async () => {
    const many: WorkData = { visits: Array.from({ length: 23 }, (_, i) => visit(`2026-11-${String(i + 1).padStart(2, '0')}`, 60, 'Ana')), outcomes: [] };
    const { vm } = await loaded(many);
    expect(vm.pageCount).toBe(3);
    vm.setPage(3);
    expect(vm.pageRows.map((v) => v.date.day)).toEqual([3, 2, 1]);
    vm.setPage(9);
    expect(vm.page).toBe(3);
    vm.setTo('2026-11-22');
    expect(vm.page).toBe(1);
    expect(vm.pageRows[0]!.date.day).toBe(22);
  });

  it('exports every visit of the range, not only the page, as a CSV named after the range', async () => {
    const { vm, files, notifier } = await loaded();
    vm.exportCsv(headers, 'en');
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

  it('writes an observation, a client or a collaborator a spreadsheet would run (＝ included) as plain text', async () => {
    const forged: WorkedVisit = { ...visit('2026-11-20', 60, '\uFF20SUM(1)', ' +cmd'), observation: '\uFF1DHYPERLINK("http://evil.example")' };
    const { vm, files } = await loaded({ visits: [forged], outcomes: [] });
    vm.exportCsv(headers, 'pt-BR');
    expect(files.saved[0]!.text.replace('\uFEFF', '').split('\r\n')[1]).toBe(`2026-11-20;' +cmd;'\uFF20SUM(1);2026-11-20 09:00;2026-11-20 10:00;1;"'\uFF1DHYPERLINK(""http://evil.example"")"`);
  });

  it('exports nothing while the range is wrong', async () => {
    const { vm, files } = await loaded();
    vm.setTo('nonsense');
    vm.exportCsv(headers, 'en');
    expect(files.saved).toHaveLength(0);
  });

  it('keeps an empty report when loading fails, and says why', async () => {
    const notifier = new Notifier();
    const vm = new WorkReportViewModel({ execute: async () => err({ code: 'API_UNREACHABLE' as const }) }, new FixedClock(), notifier, new MemoryFiles());
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.rows).toEqual([]);
    expect(notifier.toasts).toHaveLength(1);
  });
});
