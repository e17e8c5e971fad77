import { err, LoadTimeSheet, LoadWorkFigures, ok, type CalendarEntry, type ClientReport, type FileSaver, type SavedFile } from '@fieldteam/core';
import { businessDataOver, FixedClock, signedInStore } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { fixedZones } from '../../testing/fixed-zones';
import { TimeSheetViewModel, type SheetCsvHeaders } from './time-sheet.view-model';

const ZONE = 'America/Sao_Paulo';

/** A visit's report on `date`, started at `start` in São Paulo, finished `minutes` later or not (null). */
const report = (date: string, start: string, minutes: number | null, collaborator: string | null) => {
  const startedAt = Temporal.ZonedDateTime.from(`${date}T${start}[${ZONE}]`).toInstant();
  return { visitId: `${date}:${start}:${collaborator}`, visitDate: Temporal.PlainDate.from(date), taskId: null, startedAt, finishedAt: minutes === null ? null : startedAt.add({ minutes }), collaboratorName: collaborator, observation: '' };
};
const client = (id: string, reports: ClientReport['reports']): ClientReport => ({ client: { id, name: id, phone: '', email: '', address: null }, services: [], discountPercent: 0, reports });
const team = (id: string, name: string) => ({ id, name, leader: null, members: [] });

// Today is Sunday 2026-12-06 in São Paulo: this week is Monday 11-30 to Sunday 12-06.
const reports = [
  client('maria', [report('2026-11-30', '08:00', 90, 'Ana'), report('2026-11-30', '10:00', 60, 'Ana'), report('2026-12-06', '09:00', null, 'Ana'), report('2026-11-29', '09:00', 60, 'Ana')]),
  client('joao', [report('2026-12-01', '14:00', 45, 'Bruno'), report('2026-12-05', '23:00', 120, '=cmd|calc')]),
  client('lia', [report('2026-12-02', '09:00', 30, null)]),
];
const calendar: CalendarEntry[] = [
  { client: reports[0]!.client, team: team('t1', 'Equipe Norte'), recurrence: null, visits: [] },
  { client: reports[1]!.client, team: team('t2', 'Equipe Sul'), recurrence: null, visits: [] },
  { client: reports[2]!.client, team: null, recurrence: null, visits: [] },
];

class MemoryFiles implements FileSaver {
  saved: SavedFile[] = [];
  save(file: SavedFile): void {
    this.saved.push(file);
  }
}

const headers: SheetCsvHeaders = { date: 'Date', collaborator: 'Collaborator', firstStart: 'First start', lastFinish: 'Last finish', visits: 'Visits', open: 'Open', onSite: 'Hours on site', between: 'Hours between visits', total: 'Total', unnamed: 'Not named' };

async function loaded({ down = false, deviceZone = ZONE, separator = ',' as const } = {}) {
  const notifier = new Notifier();
  const files = new MemoryFiles();
  const data = businessDataOver({ reports: async () => (down ? err({ code: 'API_UNREACHABLE' as const }) : ok(reports)), calendar: async () => ok(calendar) }, ZONE).reports;
  const zones = fixedZones(ZONE, deviceZone);
  const load = new LoadTimeSheet(data, signedInStore('employer'), { timeZone: () => deviceZone }, { execute: () => zones.ask().then(() => zones.zones) });
  const vm = new TimeSheetViewModel(load, new FixedClock('2026-12-06T15:00:00Z', deviceZone), notifier, files, zones, 'en', separator);
  await vm.load();
  return { vm, notifier, files, data };
}

describe('TimeSheetViewModel', () => {
  it("opens on this week, Monday to Sunday, with each collaborator's and team's hours and a total equal to the work report's", async () => {
    const { vm, data } = await loaded();
    expect(vm.range).toEqual({ ok: true, value: { from: Temporal.PlainDate.from('2026-11-30'), to: Temporal.PlainDate.from('2026-12-06') } });
    const sheet = vm.shown!;
    expect(sheet.people.map((p) => [p.name, p.hours, p.open])).toEqual([
      ['=cmd|calc', 2, 0],
      ['Ana', 2.5, 1],
      ['Bruno', 0.75, 0],
      ['', 0.5, 0],
    ]);
    expect(sheet.teams.map((t) => [t.name, t.hours])).toEqual([
      ['Equipe Norte', 2.5],
      ['Equipe Sul', 2.75],
      [null, 0.5],
    ]);
    expect(sheet.total).toMatchObject({ visits: 6, open: 1, hours: 5.75, betweenMs: 30 * 60_000 });
    const figures = await new LoadWorkFigures(data, signedInStore('employer')).execute({ range: vm.range.ok ? vm.range.value : (null as never), grain: 'week', grouping: 'collaborator', page: 1, pageSize: 0 });
    expect(figures.ok && figures.value.hours.total).toBe(sheet.total.hours);
    expect(vm.showsTeams && vm.showsPeople).toBe(true);
  });

  it('steps a day or a week back and forth, back to today, and keeps the week shown when a range is chosen', async () => {
    const { vm } = await loaded();
    await vm.setPeriod('day');
    expect(vm.shown!.days.map((d) => [d.date.toString(), d.collaborator, d.open])).toEqual([['2026-12-06', 'Ana', 1]]);
    await vm.step(-1);
    expect(vm.date).toBe('2026-12-05');
    expect(vm.shown!.total.hours).toBe(2);
    await vm.toToday();
    await vm.setPeriod('week');
    await vm.step(-1);
    expect(vm.range.ok && vm.range.value.from.toString()).toBe('2026-11-23');
    expect(vm.shown!.total.hours).toBe(1);
    await vm.step(1);
    await vm.setPeriod('range');
    expect([vm.from, vm.to]).toEqual(['2026-11-30', '2026-12-06']);
    await vm.setFrom('2026-11-29');
    expect(vm.shown!.total.hours).toBe(6.75);
  });

  it('says what is wrong with a day that does not exist, or a range reversed or longer than a quarter, and shows no sheet', async () => {
    const { vm } = await loaded();
    await vm.setDate('2026-02-30');
    expect(vm.rangeProblem).toEqual({ key: 'work:sheet.dayInvalid' });
    expect(vm.shown).toBeNull();
    await vm.setDate('2026-12-01');
    await vm.setPeriod('range');
    await vm.setTo('2026-11-01');
    expect(vm.rangeProblem).toEqual({ key: 'work:range.reversed' });
    await vm.setTo('2027-03-03');
    expect(vm.rangeProblem).toEqual({ key: 'work:sheet.tooLong', values: { days: 93 } });
    await vm.setTo('2027-03-02');
    expect(vm.rangeProblem).toBeNull();
    expect(vm.shown).not.toBeNull();
  });

  it("gives a team's sheet, a collaborator's, or the reports' naming nobody, and keeps the one chosen in the list when it has no work in the range", async () => {
    const { vm } = await loaded();
    expect(vm.teamOptions).toEqual([
      { value: 'team:t1', name: 'Equipe Norte' },
      { value: 'team:t2', name: 'Equipe Sul' },
    ]);
    await vm.setTeamValue('team:t2');
    expect(vm.shown!.people.map((p) => p.name)).toEqual(['=cmd|calc', 'Bruno']);
    expect(vm.showsTeams).toBe(false);
    await vm.setTeamValue('none');
    expect(vm.shown!.total.hours).toBe(0.5);
    await vm.setTeamValue('all');
    await vm.setCollaboratorValue('none');
    expect(vm.shown!.days.map((d) => d.date.toString())).toEqual(['2026-12-02']);
    await vm.setCollaboratorValue('name:Bruno');
    expect(vm.showsPeople).toBe(false);
    await vm.setPeriod('day');
    expect(vm.shown!.days).toEqual([]);
    expect(vm.collaboratorOptions).toEqual([
      { value: 'name:Ana', name: 'Ana' },
      { value: 'name:Bruno', name: 'Bruno' },
    ]);
    expect(vm.collaboratorValue).toBe('name:Bruno');
  });

  it("downloads the sheet's days as a CSV with the separator chosen, a line of totals, times in the business's zone and formula-like names defused", async () => {
    const { vm, files, notifier } = await loaded({ deviceZone: 'Asia/Tokyo' });
    vm.exportCsv(headers, 'en');
    vm.setSeparator(';');
    vm.exportCsv(headers, 'en');
    expect(files.saved.map((f) => [f.name, f.type])).toEqual([
      ['time-sheet_2026-11-30_2026-12-06.csv', 'text/csv;charset=utf-8'],
      ['time-sheet_2026-11-30_2026-12-06.csv', 'text/csv;charset=utf-8'],
    ]);
    expect(files.saved[0]!.text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Date,Collaborator,First start,Last finish,Visits,Open,Hours on site,Hours between visits',
      '2026-11-30,Ana,2026-11-30 08:00,2026-11-30 11:00,2,0,2.5,0.5',
      '2026-12-01,Bruno,2026-12-01 14:00,2026-12-01 14:45,1,0,0.75,0',
      '2026-12-02,Not named,2026-12-02 09:00,2026-12-02 09:30,1,0,0.5,0',
      "2026-12-05,'=cmd|calc,2026-12-05 23:00,2026-12-06 01:00,1,0,2,0",
      '2026-12-06,Ana,2026-12-06 09:00,,1,1,0,0',
      'Total,,,,6,1,5.75,0.5',
      '',
    ]);
    expect(files.saved[1]!.text.replace('\uFEFF', '').split('\r\n')[1]).toBe('2026-11-30;Ana;2026-11-30 08:00;2026-11-30 11:00;2;0;"2,5";"0,5"');
    expect(notifier.toasts.at(-1)?.message).toEqual({ key: 'work:sheet.exported', values: { count: 5 } });
  });

  it('downloads nothing while the range is wrong, and keeps no sheet when loading fails, saying why', async () => {
    const { vm, files } = await loaded();
    await vm.setDate('nonsense');
    vm.exportCsv(headers, 'en');
    expect(files.saved).toEqual([]);
    const down = await loaded({ down: true });
    expect(down.vm.loading).toBe(false);
    expect(down.vm.shown).toBeNull();
    expect(down.notifier.toasts).toHaveLength(1);
  });
});
