import { describe, expect, it } from 'vitest';
import { buildCalendarTable, type CalendarEntry, type CalendarVisitEntry } from './calendar-table';
import { daySheetStops } from './day-sheet.rules';

const team = (id: string, name: string) => ({ id, name, leader: null, members: [] });
const entry = (id: string, teamOf: ReturnType<typeof team> | null, visits: CalendarVisitEntry[]): CalendarEntry => ({
  client: { id, name: `Client ${id}`, phone: `119000000${id}`, email: '', address: { description: `Rua ${id}`, latitude: -23.5, longitude: -46.6, complement: null } },
  team: teamOf,
  recurrence: null,
  visits,
});
const v = (id: string, minute: number, day = 20261201, status: CalendarVisitEntry['status'] = 'pending'): CalendarVisitEntry => ({ id, day, minute, status });
const alpha = team('ta', 'Alpha');
const beta = team('tb', 'Beta');
const table = buildCalendarTable([
  entry('1', alpha, [v('late', 15 * 60), v('day-before', 23 * 60 + 59, 20261130), v('day-after', 0, 20261202)]),
  entry('2', alpha, [v('early', 0), v('cancelled', 9 * 60, 20261201, 'cancelled')]),
  entry('3', alpha, [v('done', 8 * 60, 20261201, 'finished')]),
  entry('4', beta, [v('beta', 9 * 60)]),
  entry('5', null, [v('none', 10 * 60)]),
]);
const services = (clientId: string) => (clientId === '1' ? [{ name: 'Limpeza', value: 120 }] : []);

describe("a team's day sheet", () => {
  it("lists the team's stops of the day by time, from midnight on, with phone, address and services; not the days around it nor cancelled visits", () => {
    const stops = daySheetStops(table, 20261201, 'ta', services);
    expect(stops.map((s) => [s.name, s.minute])).toEqual([
      ['Client 2', 0],
      ['Client 3', 480],
      ['Client 1', 900],
    ]);
    expect(stops[2]).toMatchObject({ clientId: '1', phone: '1190000001', address: { description: 'Rua 1' }, services: [{ name: 'Limpeza', value: 120 }] });
  });

  it('keeps to one team, or to the clients without a team', () => {
    expect(daySheetStops(table, 20261201, 'tb', services).map((s) => s.name)).toEqual(['Client 4']);
    expect(daySheetStops(table, 20261201, null, services).map((s) => s.name)).toEqual(['Client 5']);
    expect(daySheetStops(table, 20261203, 'ta', services)).toEqual([]);
  });
});
