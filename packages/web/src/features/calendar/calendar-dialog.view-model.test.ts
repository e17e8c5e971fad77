import { FixedClock } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { buildCalendar, FakeCalendarApi, FakeVisitsApi, openReportOf, record, team, visit } from '../../testing/calendar.fixture';

let clock: FixedClock;
let calendarApi: FakeCalendarApi;
let visitsApi: FakeVisitsApi;
let notifier: Notifier;

const create = () => buildCalendar(calendarApi, visitsApi, clock, notifier);
const toastTexts = () => notifier.toasts.map((t) => ('text' in t.message ? t.message.text : t.message.key));

beforeEach(() => {
  vi.useFakeTimers();
  // 2026-03-10 12:00 in São Paulo (UTC-3).
  clock = new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo');
  calendarApi = new FakeCalendarApi([]);
  visitsApi = new FakeVisitsApi(calendarApi);
  notifier = new Notifier(3100);
});
afterEach(() => vi.useRealTimers());

describe('CalendarDialogViewModel: opening', () => {
  it("opens the client picked in the search on the visit to finish", async () => {
    calendarApi.records = [record('c1', 'João Pereira', [visit('past', '2026-03-02T08:00'), visit('next', '2026-03-12T08:00')], team('Norte', 'Marta'))];
    const vm = create();
    await vm.load();
    vm.search.setQuery('joão');
    vm.dialog.openClient(vm.search.searchResults[0]!);
    expect(vm.dialog.selectedRecord?.client.name).toBe('João Pereira');
    expect(vm.dialog.selectedVisit?.id).toBe('next');
  });

  it("opening a day of another month lists that day's tasks and takes the grid's focus and month there", async () => {
    calendarApi.records = [record('c1', 'Ana Souza', [visit('v1', '2026-04-02T09:00'), visit('v2', '2026-04-02T08:00')])];
    const vm = create();
    await vm.load();
    const day = Temporal.PlainDate.from('2026-04-02');
    vm.dialog.openDay(day);
    expect(vm.dialog.view).toEqual({ kind: 'day', date: day });
    expect(vm.dialog.dayTasks.map((t) => t.visit.id)).toEqual(['v2', 'v1']);
    expect(vm.month.focusedDay.toString()).toBe('2026-04-02');
    expect(vm.month.month.toString()).toBe('2026-04');
  });

  it("the client's details list its visits of the month shown only", async () => {
    calendarApi.records = [record('c1', 'Ana Souza', [visit('apr', '2026-04-07T09:00'), visit('mar2', '2026-03-17T09:00'), visit('mar1', '2026-03-10T09:00', 'started')])];
    const vm = create();
    await vm.load();
    vm.dialog.openClient(vm.calendar.records[0]!);
    expect(vm.dialog.selectedMonthVisits.map((v) => v.id)).toEqual(['mar1', 'mar2']);
  });
});

describe('CalendarDialogViewModel: finishing a visit', () => {
  const day = Temporal.PlainDate.from('2026-03-10');

  beforeEach(() => {
    calendarApi.records = [record('c1', 'Ana Souza', [visit('v1', '2026-03-10T09:00', 'started'), visit('v2', '2026-03-17T09:00')], team('Norte', 'Marta'))];
  });

  const openFirstTask = async () => {
    const vm = create();
    await vm.load();
    vm.dialog.openDay(day);
    vm.dialog.openTask(vm.dialog.dayTasks[0]!);
    return vm;
  };

  it("sends the chosen visit with the report cut to 250 characters, shows the server's message and reloads", async () => {
    const vm = await openFirstTask();
    const { dialog } = vm;
    expect(dialog.view).toMatchObject({ kind: 'client', clientId: 'c1', visitId: 'v1' });
    dialog.setReport('x'.repeat(300));
    await dialog.finish();
    expect(visitsApi.sent).toEqual([{ clientId: 'c1', ownerId: 'owner-1', userId: 'owner-1', userName: 'Ana-Lima', visitId: 'v1', report: 'x'.repeat(250) }]);
    expect(toastTexts()).toEqual(['Service finished successfully.']);
    expect(dialog.outcome).toEqual({ tone: 'success', message: { text: 'Service finished successfully.' } });
    expect(calendarApi.calls).toBe(2);
    expect(dialog.selectedVisit?.status).toBe('finished');
    expect(vm.month.tasksOn(day)[0]!.visit.status).toBe('finished');
    expect(dialog.canFinish).toBe(false);
    expect(dialog.report).toBe('');
  });

  it('disables the form while the request runs and ignores a second press', async () => {
    visitsApi.hold = true;
    const { dialog } = await openFirstTask();
    const first = dialog.finish();
    expect(dialog.finishing).toBe(true);
    expect(dialog.canFinish).toBe(false);
    dialog.close();
    expect(dialog.view).not.toBeNull();
    await dialog.finish();
    expect(visitsApi.sent).toHaveLength(1);
    visitsApi.answer();
    await first;
    expect(dialog.finishing).toBe(false);
  });

  it("re-enables the form and shows the server's error when the finish is refused", async () => {
    visitsApi.refusal = { code: 'API_REFUSED', reason: 'refused', message: 'This visit was already finished.' };
    const { dialog } = await openFirstTask();
    dialog.setReport('Done, all good.');
    await dialog.finish();
    expect(dialog.finishing).toBe(false);
    expect(dialog.canFinish).toBe(true);
    expect(dialog.report).toBe('Done, all good.');
    expect(toastTexts()).toEqual(['This visit was already finished.']);
    expect(dialog.outcome).toEqual({ tone: 'error', message: { text: 'This visit was already finished.' } });
    expect(calendarApi.calls).toBe(1);
  });

  it('offers the finish only for a visit in progress, and says why for one never started', async () => {
    const vm = await openFirstTask();
    const { dialog } = vm;
    expect(dialog.canFinish).toBe(true);
    const ana = vm.calendar.records[0]!;
    dialog.openTask({ key: 'c1:v2', record: ana, visit: vm.calendar.index.clientVisits('c1')[1]!, clash: null });
    expect(dialog.selectedVisit?.id).toBe('v2');
    expect(dialog.canFinish).toBe(false);
    expect(dialog.finishBlockedBecause).toBe('notStarted');
    await dialog.finish();
    expect(visitsApi.sent).toEqual([]);
  });

  it('goes back from the client to the day it was opened from', async () => {
    const { dialog } = await openFirstTask();
    dialog.toggleDetails();
    expect(dialog.detailsOpen).toBe(true);
    dialog.backToDay();
    expect(dialog.view).toEqual({ kind: 'day', date: day });
    expect(dialog.detailsOpen).toBe(false);
    dialog.close();
    expect(dialog.view).toBeNull();
  });
});

describe('CalendarDialogViewModel: a visit started on a phone', () => {
  it("shows today's visit with an open report in progress, and finishes it here, though the calendar's answer says pending", async () => {
    const ana = record('c1', 'Ana Souza', [visit('today', '2026-03-10T09:00'), visit('tomorrow', '2026-03-11T09:00')]);
    calendarApi.records = [ana];
    calendarApi.taskReports = [openReportOf(ana, 'today', '2026-03-10T12:05:00Z')];
    const vm = create();
    await vm.load();
    const [task] = vm.month.tasksOn(Temporal.PlainDate.from('2026-03-10'));
    expect(task?.visit.status).toBe('started');
    expect(vm.month.tasksOn(Temporal.PlainDate.from('2026-03-11'))[0]?.visit.status).toBe('pending');
    vm.dialog.openTask(task!);
    expect(vm.dialog.canFinish).toBe(true);
    vm.dialog.setReport('Finished at the office');
    await vm.dialog.finish();
    expect(visitsApi.sent.map((f) => f.visitId)).toEqual(['today']);
  });

  it("an open report of another day's visit, or of a visit the answer says cancelled, changes nothing", async () => {
    const ana = record('c1', 'Ana Souza', [visit('yesterday', '2026-03-09T09:00'), visit('cancelled', '2026-03-10T10:00', 'cancelled')]);
    calendarApi.records = [ana];
    calendarApi.taskReports = [{ ...openReportOf(ana, 'yesterday', '2026-03-09T12:00:00Z'), reports: [...openReportOf(ana, 'yesterday', '2026-03-09T12:00:00Z').reports, ...openReportOf(ana, 'cancelled', '2026-03-10T12:00:00Z').reports] }];
    const vm = create();
    await vm.load();
    expect(vm.month.tasksOn(Temporal.PlainDate.from('2026-03-09'))[0]?.visit.status).toBe('pending');
    expect(vm.month.tasksOn(Temporal.PlainDate.from('2026-03-10'))[0]?.visit.status).toBe('cancelled');
  });
});
