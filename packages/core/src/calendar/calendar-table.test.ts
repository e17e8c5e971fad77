import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCalendarTable, VISIT_STATUS_CODES, withStartedVisits, type CalendarEntry } from './calendar-table';
import { orderTextsIn } from '../shared/text-order';

orderTextsIn('en');

const entry = (name: string, visits: [number, number][]): CalendarEntry => ({
  client: { id: name, name, phone: '', email: '', address: null },
  team: null,
  recurrence: null,
  visits: visits.map(([day, minute], i) => ({ id: `${name}-${i}`, day, minute, status: VISIT_STATUS_CODES[i % 4]! })),
});

/** The table's visits as (client name, day, minute, id), in its order. */
const rowsOf = (table: ReturnType<typeof buildCalendarTable>) =>
  Array.from(table.day, (day, i) => [table.clients[table.client[i]!]!.client.name, day, table.minute[i]!, table.ids.slice(table.idStart[i], table.idStart[i + 1])] as const);

describe('buildCalendarTable', () => {
  it('orders clients by name and visits by day, minute and client, whatever the answer’s order', () => {
    const table = buildCalendarTable([
      entry('Carla', [[20261201, 540], [20261130, 0]]),
      entry('Ana', [[20261201, 540], [20261201, 1439]]),
      entry('Bruno', [[20261130, 0], [20270101, 600]]),
    ]);
    expect(table.clients.map((c) => c.client.name)).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(rowsOf(table)).toEqual([
      ['Bruno', 20261130, 0, 'Bruno-0'],
      ['Carla', 20261130, 0, 'Carla-1'],
      ['Ana', 20261201, 540, 'Ana-0'],
      ['Carla', 20261201, 540, 'Carla-0'],
      ['Ana', 20261201, 1439, 'Ana-1'],
      ['Bruno', 20270101, 600, 'Bruno-1'],
    ]);
    // Each client's visits, in the table's order.
    const ana = Array.from(table.clientVisits.subarray(table.clientStart[0], table.clientStart[1]), (i) => rowsOf(table)[i]![3]);
    expect(ana).toEqual(['Ana-0', 'Ana-1']);
    expect(Array.from(table.status.subarray(0, 2), (code) => VISIT_STATUS_CODES[code])).toEqual(['pending', 'started']);
  });

  it('gives the clients of one team one team record (the table is copied to the page object by object)', () => {
    const team = (id: string) => ({ id, name: `Team ${id}`, leader: null, members: [{ id: `${id}-m`, name: 'Member' }] });
    const table = buildCalendarTable([
      { ...entry('Ana', []), team: team('alpha') },
      { ...entry('Bruno', []), team: team('alpha') },
      { ...entry('Carla', []), team: team('beta') },
      entry('Davi', []),
    ]);
    const [ana, bruno, carla, davi] = table.clients;
    expect(ana!.team).toBe(bruno!.team);
    expect(ana!.team).toEqual(team('alpha'));
    expect(carla!.team).toEqual(team('beta'));
    expect(carla!.team).not.toBe(ana!.team);
    expect(davi!.team).toBeNull();
  });

  it('gives the same order as a comparison sort of the visits (property)', () => {
    const visit = fc.tuple(fc.integer({ min: 20250101, max: 20271231 }), fc.integer({ min: 0, max: 1439 }));
    fc.assert(
      fc.property(fc.array(fc.array(visit, { maxLength: 12 }), { maxLength: 15 }), (clients) => {
        const entries = clients.map((visits, c) => entry(`client ${String(c).padStart(2, '0')}`, visits));
        const expected = entries
          .flatMap((e, c) => e.visits.map((v, i) => ({ c, i, row: [e.client.name, v.day, v.minute, v.id] as const })))
          .sort((a, b) => a.row[1] - b.row[1] || a.row[2] - b.row[2] || a.c - b.c || a.i - b.i)
          .map(({ row }) => row);
        expect(rowsOf(buildCalendarTable(entries))).toEqual(expected);
      }),
    );
  });
});

describe('withStartedVisits', () => {
  const table = buildCalendarTable([
    {
      client: { id: 'c1', name: 'Ana', phone: '', email: '', address: null },
      team: null,
      recurrence: null,
      visits: [
        { id: 'yesterday', day: 20261205, minute: 540, status: 'pending' },
        { id: 'pending', day: 20261206, minute: 540, status: 'pending' },
        { id: 'cancelled', day: 20261206, minute: 600, status: 'cancelled' },
        { id: 'finished', day: 20261206, minute: 660, status: 'finished' },
        { id: 'tomorrow', day: 20261207, minute: 0, status: 'pending' },
      ],
    },
  ]);
  const statuses = (t: typeof table) => Object.fromEntries(Array.from(t.day, (_, i) => [t.ids.slice(t.idStart[i], t.idStart[i + 1]), VISIT_STATUS_CODES[t.status[i]!]]));

  it("marks the day's pending visits that are in progress started, and only the day's", () => {
    const marked = withStartedVisits(table, 20261206, new Set(['yesterday', 'pending', 'tomorrow']));
    expect(statuses(marked)).toEqual({ yesterday: 'pending', pending: 'started', cancelled: 'cancelled', finished: 'finished', tomorrow: 'pending' });
    // The table it was made of is not changed.
    expect(statuses(table).pending).toBe('pending');
  });

  it('leaves a visit the answer says finished or cancelled as it is, and answers the same table when nothing changes', () => {
    expect(withStartedVisits(table, 20261206, new Set(['cancelled', 'finished']))).toBe(table);
    expect(withStartedVisits(table, 20261206, new Set())).toBe(table);
  });
});
