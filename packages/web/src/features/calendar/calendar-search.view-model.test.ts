import { FixedClock } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { buildCalendar, FakeCalendarApi, FakeVisitsApi, record, team } from '../../testing/calendar.fixture';

let calendarApi: FakeCalendarApi;

const loaded = async () => {
  const vm = buildCalendar(calendarApi, new FakeVisitsApi(calendarApi), new FixedClock('2026-03-10T15:00:00Z', 'America/Sao_Paulo'), new Notifier(3100));
  await vm.load();
  return vm;
};

beforeEach(() => {
  calendarApi = new FakeCalendarApi([record('c1', 'João Pereira', [], team('Norte', 'Marta')), record('c2', 'Joana Lima', [], team('Sul', null)), record('c3', 'Pedro Alves', [])]);
});

describe('CalendarSearchViewModel: the client search', () => {
  it('lists clients with their team and leader only from 3 characters, ignoring case and accents', async () => {
    const { search } = await loaded();
    search.setQuery('jo');
    expect(search.searchActive).toBe(false);
    expect(search.searchResults).toEqual([]);
    search.setQuery('joa');
    expect(search.searchResults.map((r) => [r.client.name, r.team?.name, r.team?.leader?.name ?? null])).toEqual([
      ['Joana Lima', 'Sul', null],
      ['João Pereira', 'Norte', 'Marta'],
    ]);
    search.setQuery('JOÃO');
    expect(search.searchResults.map((r) => r.client.name)).toEqual(['João Pereira']);
    expect(search.searchCount).toBe(1);
  });

  it('pages the matching clients 5 at a time', async () => {
    calendarApi.records = Array.from({ length: 7 }, (_, i) => record(`c${i}`, `Cliente ${i + 1}`, []));
    const { search } = await loaded();
    search.setQuery('cliente');
    expect(search.searchResults).toHaveLength(5);
    search.search.setPage(2);
    expect(search.searchResults.map((r) => r.client.name)).toEqual(['Cliente 6', 'Cliente 7']);
  });

  it('searches the calendar as reloaded: a client that arrives with the reload is found', async () => {
    const vm = await loaded();
    vm.search.setQuery('marcos');
    expect(vm.search.searchCount).toBe(0);
    calendarApi.records = [...calendarApi.records, record('c4', 'Marcos Dias', [])];
    await vm.load();
    expect(vm.search.searchResults.map((r) => r.client.name)).toEqual(['Marcos Dias']);
  });
});
