import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { orderTextsIn } from '../shared/text-order';
import { CalendarIndex } from './calendar-index';
import { buildCalendarTable, type CalendarEntry, type CalendarVisitEntry } from './calendar-table';

const client = (id: string, name: string, visits: [string, number, number, CalendarVisitEntry['status']?][]): CalendarEntry => ({
  client: { id, name, phone: '', email: '', address: null },
  team: null,
  recurrence: null,
  visits: visits.map(([visitId, day, minute, status]) => ({ id: visitId, day, minute, status: status ?? 'pending' })),
});

orderTextsIn('pt-BR');
const index = new CalendarIndex(
  buildCalendarTable([
    client('c2', 'Zélia', [
      ['z1', 20261102, 540],
      ['z2', 20261102, 480, 'finished'],
      ['z3', 20261201, 600],
    ]),
    client('c1', 'Álvaro', [
      ['a1', 20261102, 540, 'cancelled'],
      ['a2', 20261130, 1439],
      ['a3', 20261031, 0],
    ]),
    client('c3', 'Bruna', [['b1', 20261102, 540]]),
    client('c4', 'Sem visitas', []),
  ]),
);

describe('CalendarIndex', () => {
  it('lists the clients by name in the interface language', () => {
    expect(index.clients.map((c) => c.client.name)).toEqual(['Álvaro', 'Bruna', 'Sem visitas', 'Zélia']);
    expect(index.visitCount).toBe(7);
    expect(index.clientById('c3')?.client.name).toBe('Bruna');
    expect(index.clientById('nobody')).toBeNull();
  });

  it("gives a month's busy days only, each with its count and its first visits by time then client", () => {
    const november = index.month(Temporal.PlainYearMonth.from('2026-11'), 2);
    expect([...november.keys()]).toEqual(['2026-11-02', '2026-11-30']);
    const second = november.get('2026-11-02')!;
    expect(second.count).toBe(4);
    expect(second.first.map((task) => [task.record.client.name, task.visit.start.toString(), task.visit.status])).toEqual([
      ['Zélia', '2026-11-02T08:00:00', 'finished'],
      ['Álvaro', '2026-11-02T09:00:00', 'cancelled'],
    ]);
    expect(november.get('2026-11-30')!.first[0]!.visit.start.toString()).toBe('2026-11-30T23:59:00');
    expect(index.month(Temporal.PlainYearMonth.from('2026-10')).get('2026-10-31')!.first[0]!.visit.start.toString()).toBe('2026-10-31T00:00:00');
    expect(index.month(Temporal.PlainYearMonth.from('2027-01')).size).toBe(0);
  });

  it("gives a day's every visit, with a key unique on the day", () => {
    const day = index.day(Temporal.PlainDate.from('2026-11-02'));
    expect(day.map((task) => task.record.client.name)).toEqual(['Zélia', 'Álvaro', 'Bruna', 'Zélia']);
    expect(new Set(day.map((task) => task.key)).size).toBe(4);
    expect(index.day(Temporal.PlainDate.from('2026-11-03'))).toEqual([]);
  });

  it("gives a client's visits in order, and none for an unknown one", () => {
    expect(index.clientVisits('c1').map((v) => v.id)).toEqual(['a3', 'a1', 'a2']);
    expect(index.clientVisits('c4')).toEqual([]);
    expect(index.clientVisits('nobody')).toEqual([]);
  });

  it('an empty calendar answers nothing', () => {
    const empty = CalendarIndex.empty();
    expect(empty.clients).toEqual([]);
    expect(empty.month(Temporal.PlainYearMonth.from('2026-11')).size).toBe(0);
  });
});
