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

describe('CalendarIndex: the clashes that exist already', () => {
  const alpha = { id: 'ta', name: 'Team Alpha', leader: null, members: [] };
  const beta = { id: 'tb', name: 'Team Beta', leader: null, members: [] };
  const on = (team: typeof alpha | null, entry: CalendarEntry): CalendarEntry => ({ ...entry, team });
  const clashIndex = new CalendarIndex(
    buildCalendarTable([
      // Team Alpha on 2 November: 09:00 (Ana) and 10:29 (Bia) are 89 minutes apart: a clash; Caio at
      // 12:00 is 91 minutes after Bia: none. Team Beta's 09:00 does not clash with Team Alpha's.
      on(alpha, client('c1', 'Ana', [['a1', 20261102, 540]])),
      on(alpha, client('c2', 'Bia', [['b1', 20261102, 629]])),
      on(alpha, client('c3', 'Caio', [['c1', 20261102, 720], ['c2', 20261103, 540]])),
      on(beta, client('c4', 'Duda', [['d1', 20261102, 540]])),
      // Exactly 90 minutes apart is not a clash; finished and cancelled visits no longer take the team's time.
      on(alpha, client('c5', 'Edu', [['e1', 20261103, 630], ['e2', 20261104, 540, 'finished']])),
      on(alpha, client('c6', 'Fê', [['f1', 20261104, 560], ['f2', 20261105, 540, 'cancelled']])),
      on(alpha, client('c7', 'Gil', [['g1', 20261105, 560]])),
      // Across midnight: 23:30 and 00:30 the next day are 60 minutes apart.
      on(beta, client('c8', 'Hugo', [['h1', 20261106, 1410]])),
      on(beta, client('c9', 'Iara', [['i1', 20261107, 30]])),
      // Without a team nothing clashes.
      on(null, client('c10', 'Jó', [['j1', 20261102, 540]])),
    ]),
  );

  it('marks two visits of one team less than 30 min plus an hour apart, each with the other', () => {
    const clashes = clashIndex.clashes();
    expect(clashes.map((t) => t.visit.id)).toEqual(['a1', 'b1', 'h1', 'i1']);
    expect(clashIndex.clashCount).toBe(4);
    expect(clashes[0]!.clash).toEqual({ clientName: 'Bia', start: Temporal.PlainDateTime.from('2026-11-02T10:29') });
    expect(clashes[1]!.clash).toEqual({ clientName: 'Ana', start: Temporal.PlainDateTime.from('2026-11-02T09:00') });
  });

  it("shows the mark on the day's visits and lists the clashes from a day on", () => {
    const day = clashIndex.day(Temporal.PlainDate.from('2026-11-02'));
    expect(day.map((t) => [t.visit.id, t.clash?.clientName ?? null])).toEqual([
      ['a1', 'Bia'],
      ['d1', null],
      ['j1', null],
      ['b1', 'Ana'],
      ['c1', null],
    ]);
    expect(clashIndex.clashes(Temporal.PlainDate.from('2026-11-03')).map((t) => t.visit.id)).toEqual(['h1', 'i1']);
    // Counted and paged as places in the table, the same visits in the same order.
    const places = clashIndex.clashPositions(Temporal.PlainDate.from('2026-11-03'));
    expect(places).toHaveLength(2);
    expect(clashIndex.tasksAt(places.slice(1)).map((t) => t.visit.id)).toEqual(['i1']);
  });

  it('an empty calendar has none', () => {
    expect(CalendarIndex.empty().clashes()).toEqual([]);
  });
});
