import {
  FinishVisitFromCalendar,
  LoadCalendar,
  err,
  ok,
  type Ack,
  type ApiFailure,
  type CalendarFinish,
  type CalendarRecord,
  type ClientsApi,
  type Result,
  type ScheduledVisit,
  type VisitsApi,
} from '@fieldteam/core';
import { FixedClock, signedInStore } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { CalendarViewModel, visitToFinish } from './calendar.view-model';

const visit = (id: string, start: string, status: ScheduledVisit['status'] = 'pending'): ScheduledVisit => ({ id, start: Temporal.PlainDateTime.from(start), status });

const record = (id: string, name: string, visits: ScheduledVisit[], team: CalendarRecord['team'] = null): CalendarRecord => ({
  client: { id, name, phone: '11999998888', email: `${id}@example.com`, address: { description: 'Rua das Flores, 10', latitude: -23.55, longitude: -46.63, complement: null } },
  team,
  recurrence: 'weekly',
  visits,
});

const team = (name: string, leader: string | null): CalendarRecord['team'] => ({
  id: `team-${name}`,
  name,
  leader: leader ? { id: `leader-${leader}`, name: leader } : null,
  members: [{ id: 'm1', name: 'Caio' }],
});

/** The calendar call as the server answers it; `refusal` makes it fail. */
class FakeCalendarApi implements Pick<ClientsApi, 'calendar'> {
  calls = 0;
  refusal: ApiFailure | null = null;
  constructor(public records: CalendarRecord[]) {}
  async calendar(): Promise<Result<readonly CalendarRecord[], ApiFailure>> {
    this.calls += 1;
    return this.refusal ? err(this.refusal) : ok(this.records);
  }
}

/** The calendar's finish call: records what was sent and finishes the visit, or refuses. */
class FakeVisitsApi implements Pick<VisitsApi, 'finishFromCalendar'> {
  readonly sent: CalendarFinish[] = [];
  refusal: ApiFailure | null = null;
  private release: (() => void) | null = null;
  hold = false;
  constructor(private readonly calendar: FakeCalendarApi) {}

  async finishFromCalendar(_credentials: unknown, finish: CalendarFinish): Promise<Result<Ack, ApiFailure>> {
    this.sent.push(finish);
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
    if (this.refusal) return err(this.refusal);
    this.calendar.records = this.calendar.records.map((r) =>
      r.client.id === finish.clientId ? { ...r, visits: r.visits.map((v) => (v.id === finish.visitId ? { ...v, status: 'finished' as const } : v)) } : r,
    );
    return ok({ message: 'Service finished successfully.' });
  }

  answer(): void {
    this.release?.();
  }
}

let clock: FixedClock;
let calendarApi: FakeCalendarApi;
let visitsApi: FakeVisitsApi;
let notifier: Notifier;

const create = (weekStart: 1 | 7 = 7) => {
  const sessions = signedInStore('employer', { id: 'owner-1' });
  return new CalendarViewModel(new LoadCalendar(calendarApi, sessions), new FinishVisitFromCalendar(visitsApi, sessions), clock, notifier, weekStart);
};

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

describe('CalendarViewModel: the month', () => {
  it("opens on the business's today, taken in its time zone", () => {
    // 01:30 UTC on 1 March is still 28 February, 22:30, in São Paulo.
    clock.set('2026-03-01T01:30:00Z');
    const vm = create();
    expect(vm.today.toString()).toBe('2026-02-28');
    expect(vm.month.toString()).toBe('2026-02');
    expect(vm.focusedDay.toString()).toBe('2026-02-28');
  });

  it('groups the visits per day of their local wall time, ordered by time', async () => {
    calendarApi.records = [
      record('c1', 'Bruna Dias', [visit('v1', '2026-03-10T23:30'), visit('v2', '2026-03-11T08:00')]),
      record('c2', 'Ana Souza', [visit('v3', '2026-03-10T09:15', 'started'), visit('v4', '2026-04-02T10:00')]),
    ];
    const vm = create();
    await vm.load();
    expect(vm.tasksOn(Temporal.PlainDate.from('2026-03-10')).map((t) => [t.record.client.name, t.visit.start.toPlainTime().toString({ smallestUnit: 'minute' })])).toEqual([
      ['Ana Souza', '09:15'],
      ['Bruna Dias', '23:30'],
    ]);
    expect(vm.tasksOn(Temporal.PlainDate.from('2026-03-11')).map((t) => t.visit.id)).toEqual(['v2']);
    expect(vm.daysWithTasks.map((d) => d.date.toString())).toEqual(['2026-03-10', '2026-03-11']);
    vm.showNextMonth();
    expect(vm.daysWithTasks.map((d) => d.date.toString())).toEqual(['2026-04-02']);
  });

  it('moves between months across the year boundary with previous and next', () => {
    clock.set('2026-12-15T15:00:00Z');
    const vm = create();
    vm.showNextMonth();
    expect(vm.month.toString()).toBe('2027-01');
    vm.showPreviousMonth();
    vm.showPreviousMonth();
    expect(vm.month.toString()).toBe('2026-11');
    vm.showToday();
    expect(vm.month.toString()).toBe('2026-12');
    expect(vm.focusedDay.toString()).toBe('2026-12-15');
  });

  it('follows the focused day into the next year and back with the grid keys', () => {
    clock.set('2026-12-31T15:00:00Z');
    const vm = create();
    vm.move('nextDay');
    expect([vm.focusedDay.toString(), vm.month.toString()]).toEqual(['2027-01-01', '2027-01']);
    vm.move('previousWeek');
    expect([vm.focusedDay.toString(), vm.month.toString()]).toEqual(['2026-12-25', '2026-12']);
    vm.move('nextMonth');
    vm.move('nextMonth');
    // 25 January -> 25 February, kept; Page Up from 31 March would clamp to 28 February.
    expect([vm.focusedDay.toString(), vm.month.toString()]).toEqual(['2027-02-25', '2027-02']);
  });

  it('leaves the calendar empty, without an alert, when the load fails (the spec swallows it)', async () => {
    calendarApi.refusal = { code: 'API_REFUSED', status: 500, message: 'Database down.' };
    const vm = create();
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.monthIsEmpty).toBe(true);
    expect(notifier.toasts).toEqual([]);
  });
});

describe('CalendarViewModel: the search', () => {
  beforeEach(() => {
    calendarApi.records = [
      record('c1', 'João Pereira', [], team('Norte', 'Marta')),
      record('c2', 'Joana Lima', [], team('Sul', null)),
      record('c3', 'Pedro Alves', []),
    ];
  });

  it('lists clients with their team and leader only from 3 characters, ignoring case and accents', async () => {
    const vm = create();
    await vm.load();
    vm.setQuery('jo');
    expect(vm.searchActive).toBe(false);
    expect(vm.searchResults).toEqual([]);
    vm.setQuery('joa');
    expect(vm.searchResults.map((r) => [r.client.name, r.team?.name, r.team?.leader?.name ?? null])).toEqual([
      ['Joana Lima', 'Sul', null],
      ['João Pereira', 'Norte', 'Marta'],
    ]);
    vm.setQuery('JOÃO');
    expect(vm.searchResults.map((r) => r.client.name)).toEqual(['João Pereira']);
    expect(vm.searchCount).toBe(1);
  });

  it('pages the matching clients 5 at a time', async () => {
    calendarApi.records = Array.from({ length: 7 }, (_, i) => record(`c${i}`, `Cliente ${i + 1}`, []));
    const vm = create();
    await vm.load();
    vm.setQuery('cliente');
    expect(vm.searchResults).toHaveLength(5);
    vm.search.setPage(2);
    expect(vm.searchResults.map((r) => r.client.name)).toEqual(['Cliente 6', 'Cliente 7']);
  });

  it("opens the picked client's modal on the visit to finish", async () => {
    calendarApi.records = [record('c1', 'João Pereira', [visit('past', '2026-03-02T08:00'), visit('next', '2026-03-12T08:00')], team('Norte', 'Marta'))];
    const vm = create();
    await vm.load();
    vm.setQuery('joão');
    vm.openClient(vm.searchResults[0]!);
    expect(vm.selectedRecord?.client.name).toBe('João Pereira');
    expect(vm.selectedVisit?.id).toBe('next');
  });
});

describe('visitToFinish', () => {
  const today = Temporal.PlainDate.from('2026-03-10');
  it('prefers the visit in progress, then the next open one, then the latest open one left behind', () => {
    expect(visitToFinish([visit('a', '2026-03-12T08:00'), visit('b', '2026-03-01T08:00', 'started')], today)?.id).toBe('b');
    expect(visitToFinish([visit('a', '2026-03-12T08:00'), visit('t', '2026-03-10T07:00'), visit('f', '2026-03-09T08:00', 'finished')], today)?.id).toBe('t');
    expect(visitToFinish([visit('a', '2026-03-01T08:00'), visit('b', '2026-03-05T08:00'), visit('c', '2026-03-12T08:00', 'cancelled')], today)?.id).toBe('b');
    expect(visitToFinish([visit('f', '2026-03-12T08:00', 'finished')], today)).toBeNull();
  });
});

describe('CalendarViewModel: finishing a visit', () => {
  const day = Temporal.PlainDate.from('2026-03-10');

  beforeEach(() => {
    calendarApi.records = [record('c1', 'Ana Souza', [visit('v1', '2026-03-10T09:00', 'started'), visit('v2', '2026-03-17T09:00')], team('Norte', 'Marta'))];
  });

  const openFirstTask = async () => {
    const vm = create();
    await vm.load();
    vm.openDay(day);
    vm.openTask(vm.dialogTasks[0]!);
    return vm;
  };

  it("sends the chosen visit with the report cut to 250 characters, shows the server's message and reloads", async () => {
    const vm = await openFirstTask();
    expect(vm.dialog).toMatchObject({ kind: 'client', clientId: 'c1', visitId: 'v1' });
    vm.setReport('x'.repeat(300));
    await vm.finish();
    expect(visitsApi.sent).toEqual([{ clientId: 'c1', ownerId: 'owner-1', userId: 'owner-1', userName: 'Ana-Lima', visitId: 'v1', report: 'x'.repeat(250) }]);
    expect(toastTexts()).toEqual(['Service finished successfully.']);
    expect(vm.outcome).toEqual({ tone: 'success', message: { text: 'Service finished successfully.' } });
    expect(calendarApi.calls).toBe(2);
    expect(vm.selectedVisit?.status).toBe('finished');
    expect(vm.tasksOn(day)[0]!.visit.status).toBe('finished');
    expect(vm.canFinish).toBe(false);
    expect(vm.report).toBe('');
  });

  it('disables the form while the request runs and ignores a second press', async () => {
    visitsApi.hold = true;
    const vm = await openFirstTask();
    const first = vm.finish();
    expect(vm.finishing).toBe(true);
    expect(vm.canFinish).toBe(false);
    vm.closeDialog();
    expect(vm.dialog).not.toBeNull();
    await vm.finish();
    expect(visitsApi.sent).toHaveLength(1);
    visitsApi.answer();
    await first;
    expect(vm.finishing).toBe(false);
  });

  it("re-enables the form and shows the server's error when the finish is refused", async () => {
    visitsApi.refusal = { code: 'API_REFUSED', status: 400, message: 'This visit was already finished.' };
    const vm = await openFirstTask();
    vm.setReport('Done, all good.');
    await vm.finish();
    expect(vm.finishing).toBe(false);
    expect(vm.canFinish).toBe(true);
    expect(vm.report).toBe('Done, all good.');
    expect(toastTexts()).toEqual(['This visit was already finished.']);
    expect(vm.outcome).toEqual({ tone: 'error', message: { text: 'This visit was already finished.' } });
    expect(calendarApi.calls).toBe(1);
  });

  it('offers the finish only for a visit in progress, and says why for one never started (issue 13)', async () => {
    const vm = await openFirstTask();
    expect(vm.canFinish).toBe(true);
    vm.openTask({ key: 'c1:v2', record: vm.records[0]!, visit: vm.records[0]!.visits[1]! });
    expect(vm.selectedVisit?.id).toBe('v2');
    expect(vm.canFinish).toBe(false);
    expect(vm.finishBlockedBecause).toBe('notStarted');
    await vm.finish();
    expect(visitsApi.sent).toEqual([]);
  });

  it('goes back from the client to the day it was opened from', async () => {
    const vm = await openFirstTask();
    vm.toggleDetails();
    expect(vm.detailsOpen).toBe(true);
    vm.backToDay();
    expect(vm.dialog).toEqual({ kind: 'day', date: day });
    expect(vm.detailsOpen).toBe(false);
    vm.closeDialog();
    expect(vm.dialog).toBeNull();
  });
});
