import { FixedClock } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { buildCalendar, FakeCalendarApi, FakeVisitsApi, record, team, visit } from '../../testing/calendar.fixture';

// Tuesday 10 March 2026, 12:00 in São Paulo.
const clock = new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo');
let calendarApi: FakeCalendarApi;
beforeEach(() => (calendarApi = new FakeCalendarApi([])));
const loaded = async () => {
  const vm = buildCalendar(calendarApi, new FakeVisitsApi(calendarApi), clock, new Notifier(3100));
  await vm.load();
  return vm;
};

describe('CalendarClashesViewModel: the clashes that exist already', () => {
  const alpha = team('Alpha', 'Lia');
  const beta = team('Beta', 'Rui');

  it('lists, from today on, the visits of one team less than 90 minutes apart, each naming the other', async () => {
    calendarApi.records = [
      record('c1', 'Ana Souza', [visit('a-past', '2026-03-09T09:00'), visit('a1', '2026-03-12T09:00'), visit('a2', '2026-03-13T09:00')], alpha),
      record('c2', 'Bruno Lima', [visit('b-past', '2026-03-09T09:30'), visit('b1', '2026-03-12T10:29'), visit('b2', '2026-03-13T10:30')], alpha),
      record('c3', 'Carla Dias', [visit('c1', '2026-03-12T09:00')], beta),
    ];
    const vm = await loaded();
    const clashes = vm.clashes;
    expect(clashes.count).toBe(2);
    expect(clashes.clashes.map((t) => [t.visit.id, t.clash?.clientName])).toEqual([
      ['a1', 'Bruno Lima'],
      ['b1', 'Ana Souza'],
    ]);
    // The day's visits carry the mark too (the past clash included).
    vm.dialog.openDay(clashes.clashes[0]!.visit.start.toPlainDate());
    expect(vm.dialog.dayTasks.map((t) => [t.visit.id, t.clash !== null])).toEqual([
      ['a1', true],
      ['c1', false],
      ['b1', true],
    ]);
  });

  it('shows the list on demand, 10 a page', async () => {
    calendarApi.records = [
      record('c1', 'Ana Souza', Array.from({ length: 12 }, (_, i) => visit(`a${i}`, `2026-03-${String(11 + i).padStart(2, '0')}T09:00`)), alpha),
      record('c2', 'Bruno Lima', Array.from({ length: 12 }, (_, i) => visit(`b${i}`, `2026-03-${String(11 + i).padStart(2, '0')}T09:00`)), alpha),
    ];
    const vm = await loaded();
    expect(vm.clashes.open).toBe(false);
    vm.clashes.toggle();
    expect(vm.clashes.open).toBe(true);
    expect(vm.clashes.count).toBe(24);
    expect(vm.clashes.pageCount).toBe(3);
    expect(vm.clashes.pageItems).toHaveLength(10);
    vm.clashes.setPage(3);
    expect(vm.clashes.pageItems.map((t) => t.visit.id)).toEqual(['a10', 'b10', 'a11', 'b11']);
  });
});
