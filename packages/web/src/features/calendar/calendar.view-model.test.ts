import { FixedClock } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { buildCalendar, FakeCalendarApi, FakeVisitsApi, record, visit } from '../../testing/calendar.fixture';

let calendarApi: FakeCalendarApi;
let notifier: Notifier;
const create = () => buildCalendar(calendarApi, new FakeVisitsApi(calendarApi), new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo'), notifier);

beforeEach(() => {
  calendarApi = new FakeCalendarApi([]);
  notifier = new Notifier(3100);
});

describe('CalendarViewModel: the screen over its panels', () => {
  it('leaves the calendar empty, without an alert, when the load fails (the spec swallows it)', async () => {
    calendarApi.refusal = { code: 'API_REFUSED', reason: 'try-later', message: 'Database down.' };
    const vm = create();
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.month.monthIsEmpty).toBe(true);
    expect(notifier.toasts).toEqual([]);
  });

  it('one load fills the grid, the search and the dialog', async () => {
    calendarApi.records = [record('c1', 'Ana Souza', [visit('v1', '2026-03-12T09:00')])];
    const vm = create();
    expect(vm.loading).toBe(true);
    await vm.load();
    expect(vm.loading).toBe(false);
    expect(vm.month.daysWithTasks.map((d) => d.date.toString())).toEqual(['2026-03-12']);
    vm.search.setQuery('ana');
    expect(vm.search.searchCount).toBe(1);
    vm.dialog.openDay(Temporal.PlainDate.from('2026-03-12'));
    expect(vm.dialog.dayTasks.map((t) => t.record.client.name)).toEqual(['Ana Souza']);
    expect(calendarApi.calls).toBe(1);
  });
});
