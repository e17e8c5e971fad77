import { BusinessZoneClock } from '@fieldteam/adapters-browser';
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

describe('CalendarViewModel with the device in another zone than the business', () => {
  // 00:30 UTC on 11 March: still 21:30 on the 10th in São Paulo, the business's zone, already the
  // 11th on the device. The clock the composition gives answers the business's zone once it is kept.
  it.each(['UTC', 'Europe/Lisbon', 'Asia/Tokyo'])('a device in %s: today, and the day the grid opens on, are São Paulo’s', async (device) => {
    const clock = new BusinessZoneClock({ zone: () => 'America/Sao_Paulo' }, new FixedClock('2026-03-11T00:30:00Z', device));
    const vm = buildCalendar(calendarApi, new FakeVisitsApi(calendarApi), clock, notifier);
    await vm.load();
    expect(vm.month.today.toString()).toBe('2026-03-10');
    expect(vm.month.focusedDay.toString()).toBe('2026-03-10');
    expect(vm.month.isToday(Temporal.PlainDate.from('2026-03-11'))).toBe(false);
  });
});
