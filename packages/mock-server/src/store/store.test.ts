import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordNotFound } from './repository';
import { emptyData, type ClientRecord, type ServiceRecord } from './schema';
import { createMemoryStore, Store, type Persistence } from './store';
import { Table } from './table';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'variant', numeric: true });

const service = (n: number, ownerId = 'o1'): ServiceRecord => ({ id: `s${n}`, ownerId, itemName: `Service ${n}`, price: n, createdAt: '2026-01-01T00:00:00.000Z' });
const client = (id: string, name: string, ownerId = 'o1', teamId: string | null = null): ClientRecord => ({
  id,
  ownerId,
  name,
  phone: '11999990000',
  email: `${id}@example.com`,
  docId: null,
  birthday: null,
  description: 'Rua Augusta, 500',
  latitude: -23.5,
  longitude: -46.6,
  teamId,
  serviceTime: null,
  period: null,
  budget: null,
  createdById: ownerId,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the store', () => {
  it('undoes exactly the writes of a change that throws, and keeps what other changes wrote', async () => {
    const store = createMemoryStore();
    await store.transact(() => store.services.insert(service(1)));
    expect(() =>
      store.transact(() => {
        store.services.insert(service(2));
        store.services.update('s1', { price: 99 });
        store.services.remove('s1');
        throw new Error('half-way');
      }),
    ).toThrow('half-way');
    expect([...store.services.all()]).toEqual([service(1)]);
    expect(store.services.where('owner', 'o1')).toEqual([service(1)]);
    await store.transact(() => store.services.insert(service(3)));
    expect(store.services.where('owner', 'o1').map((s) => s.id)).toEqual(['s1', 's3']);
  });

  it('writes only inside a change, and never in place: records are frozen', async () => {
    const store = createMemoryStore();
    expect(() => store.services.insert(service(1))).toThrow(/inside store.transact/);
    await store.transact(() => store.services.insert(service(1)));
    const record = store.services.get('s1')!;
    expect(() => {
      (record as { price: number }).price = 5;
    }).toThrow(TypeError);
    const updated = await store.transact(() => store.services.update('s1', { price: 5 }));
    expect(record.price).toBe(1);
    expect(updated.price).toBe(5);
  });

  it('refuses a change to a record that is gone with RecordNotFound (answered 400)', async () => {
    const store = createMemoryStore();
    expect(() => store.transact(() => store.services.update('nope', { price: 1 }))).toThrow(RecordNotFound);
    expect(() => store.transact(() => store.services.update('nope', { price: 1 }))).toThrow('Service not found.');
  });

  it('keeps indexes right through changes that move a record from one group to another', async () => {
    const store = createMemoryStore();
    await store.transact(() => {
      store.clients.insert(client('c1', 'Beto', 'o1', 't1'));
      store.clients.insert(client('c2', 'Ana', 'o1', 't1'));
    });
    await store.transact(() => store.clients.update('c1', { teamId: 't2' }));
    expect(store.clients.where('team', 't1').map((c) => c.id)).toEqual(['c2']);
    expect(store.clients.where('team', 't2').map((c) => c.id)).toEqual(['c1']);
    await store.transact(() => store.clients.remove('c2'));
    expect(store.clients.count('team', 't1')).toBe(0);
  });

  it("keeps a business's clients sorted by name with the collator, the same list until a change to them", async () => {
    const store = createMemoryStore();
    await store.transact(() => {
      for (const [id, name] of [['c1', 'Élio'], ['c2', 'ana'], ['c3', 'Bruno'], ['c4', 'Cliente 10'], ['c5', 'Cliente 9']]) store.clients.insert(client(id!, name!));
      store.clients.insert(client('x1', 'Aaron', 'o2'));
    });
    const list = store.clients.ofOwner('o1');
    expect(list.map((c) => c.name)).toEqual(['ana', 'Bruno', 'Cliente 9', 'Cliente 10', 'Élio']);
    await store.transact(() => store.clients.update('x1', { name: 'Zeca' }));
    expect(store.clients.ofOwner('o1')).toBe(list);
    await store.transact(() => store.clients.update('c2', { name: 'Zélia' }));
    expect(store.clients.ofOwner('o1').map((c) => c.name)).toEqual(['Bruno', 'Cliente 9', 'Cliente 10', 'Élio', 'Zélia']);
    expect(list.map((c) => c.name)).toEqual(['ana', 'Bruno', 'Cliente 9', 'Cliente 10', 'Élio']);
  });

  it('keeps the sorted list right through any run of adds, renames, moves between businesses, removals and undone changes', () => {
    const names = ['ana', 'Ana', 'Álvaro', 'alvaro', 'Bruno', 'Cliente 9', 'Cliente 10', 'Élio', 'Zélia', 'zeca'];
    const op = fc.record({ kind: fc.constantFrom('add', 'rename', 'move', 'remove', 'undone'), id: fc.integer({ min: 1, max: 12 }), name: fc.constantFrom(...names), owner: fc.constantFrom('o1', 'o2') });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const store = createMemoryStore();
        const expected = (ownerId: string) =>
          [...store.clients.all()].filter((c) => c.ownerId === ownerId).sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1)).map((c) => c.id);
        for (const { kind, id, name, owner } of ops) {
          const key = `c${id}`;
          const exists = store.clients.get(key) !== undefined;
          try {
            void store.transact(() => {
              if (kind === 'add' && !exists) store.clients.insert(client(key, name, owner));
              if (kind === 'rename' && exists) store.clients.update(key, { name });
              if (kind === 'move' && exists) store.clients.update(key, { ownerId: owner });
              if (kind === 'remove' && exists) store.clients.remove(key);
              if (kind === 'undone') {
                if (exists) store.clients.update(key, { name });
                throw new Error('undone');
              }
            });
          } catch {
            // the undone change: its writes were put back
          }
          // Read after every change, so that the lists are kept up, not rebuilt.
          for (const ownerId of ['o1', 'o2']) expect(store.clients.ofOwner(ownerId).map((c) => c.id)).toEqual(expected(ownerId));
        }
      }),
    );
  });

  it('stamps the groups a write touches, and only those', async () => {
    const store = createMemoryStore();
    await store.transact(() => {
      store.clients.insert(client('c1', 'Ana', 'o1', 't1'));
      store.clients.insert(client('c2', 'Beto', 'o2', 't2'));
    });
    const o1 = store.clients.stampOf('owner', 'o1');
    const o2 = store.clients.stampOf('owner', 'o2');
    expect(o1).toBeGreaterThan(0);
    expect(store.clients.stampOf('owner', 'nobody')).toBe(0);
    await store.transact(() => store.clients.update('c1', { name: 'Ana Maria' }));
    expect(store.clients.stampOf('owner', 'o1')).toBeGreaterThan(o1);
    expect(store.clients.stampOf('owner', 'o2')).toBe(o2);
    // A move between groups stamps both: the group it leaves and the one it joins.
    const [t1, t2] = [store.clients.stampOf('team', 't1'), store.clients.stampOf('team', 't2')];
    await store.transact(() => store.clients.update('c2', { teamId: 't1' }));
    expect(store.clients.stampOf('team', 't1')).toBeGreaterThan(t1);
    expect(store.clients.stampOf('team', 't2')).toBe(0);
    expect(t2).toBeGreaterThan(0);
    // A change that is undone stamps its groups too (never a stamp seen before).
    const before = store.clients.stampOf('owner', 'o1');
    expect(() =>
      store.transact(() => {
        store.clients.update('c1', { name: 'X' });
        throw new Error('undone');
      }),
    ).toThrow('undone');
    expect(store.clients.stampOf('owner', 'o1')).toBeGreaterThan(before);
  });

  it("keeps only the stamps of a business's visits, not a list of them", async () => {
    const store = createMemoryStore();
    expect(store.visits.stampOf('owner', 'o1')).toBe(0);
    await store.transact(() => store.visits.insert({ id: 'v1', ownerId: 'o1', clientId: 'c1', date: '2030-01-02', time: '09:00', status: 'pending' }));
    expect(store.visits.stampOf('owner', 'o1')).toBeGreaterThan(0);
    expect(store.visits.stampOf('owner', 'o2')).toBe(0);
    expect(() => store.visits.where('owner', 'o1')).toThrow(/keeps no records/);
    expect(store.visits.where('client', 'c1').map((v) => v.id)).toEqual(['v1']);
  });

  it('opens without building its indexes and builds them on first use, a write, or a slice at a time, as if built while loading', async () => {
    const data = { ...emptyData(), clients: [client('c1', 'Ana', 'o1', 't1'), client('c2', 'Beto', 'o1', 't2'), client('c3', 'Caio', 'o1', 't1')] };
    const steps = (store: Store) => {
      let n = 0;
      while (store.finishLoadingSome(2)) n += 1;
      return n;
    };
    // Clients have two indexes (owner, team), three records each: two slices of two for each index.
    const stepped = new Store(structuredClone(data));
    expect(steps(stepped)).toBeGreaterThanOrEqual(4);
    expect(stepped.finishLoadingSome()).toBe(false);
    expect(stepped.clients.where('team', 't1').map((c) => c.id)).toEqual(['c1', 'c3']);

    // A use, or a write, finishes a build under way, with the records loaded meanwhile.
    const table = new Table<ClientRecord>('clients', (c) => c.id, [{ name: 'team', key: (c) => c.teamId }]);
    for (const c of data.clients) table.load(c.id, c);
    expect(table.buildSome(1)).toBe(true);
    table.load('c4', client('c4', 'Dora', 'o1', 't1'));
    expect([...table.where('team', 't1')].map((c) => c.id)).toEqual(['c1', 'c3', 'c4']);
    expect(table.buildSome(1)).toBe(false);
    const writtenHalfway = new Table<ClientRecord>('clients', (c) => c.id, [{ name: 'team', key: (c) => c.teamId }]);
    for (const c of data.clients) writtenHalfway.load(c.id, c);
    writtenHalfway.buildSome(2);
    writtenHalfway.write('c1', { ...data.clients[0]!, teamId: 't2' });
    expect([...writtenHalfway.where('team', 't2')].map((c) => c.id)).toEqual(['c2', 'c1']);

    // A write before any use builds the table's indexes first: the moved client joins the end of its new group.
    const written = new Store(structuredClone(data));
    await written.transact(() => written.clients.update('c3', { teamId: 't2' }));
    expect(written.clients.where('team', 't2').map((c) => c.id)).toEqual(['c2', 'c3']);
    expect(written.clients.where('team', 't1').map((c) => c.id)).toEqual(['c1']);

    // Built on first use: a stamp that is not 0, moving with the next write.
    const used = new Store(structuredClone(data));
    const stamp = used.clients.stampOf('owner', 'o1');
    expect(stamp).toBeGreaterThan(0);
    expect(used.clients.count('owner', 'o1')).toBe(3);
    await used.transact(() => used.clients.remove('c2'));
    expect(used.clients.stampOf('owner', 'o1')).toBeGreaterThan(stamp);
    expect(used.clients.ofOwner('o1').map((c) => c.id)).toEqual(['c1', 'c3']);
  });

  it('freezes the records it owns where they are, and copies the records it is lent', () => {
    const visit = (id: string) => ({ id, ownerId: 'o1', clientId: 'c1', date: '2030-01-02', time: '09:00', status: 'pending' as const });
    const data = { ...emptyData(), clients: [client('c1', 'Ana')], visits: [visit('v1'), visit('v2')] };
    const lent = structuredClone(data);
    const copied = createMemoryStore(lent);
    expect(Object.isFrozen(lent.visits[0])).toBe(false);
    expect(copied.visits.get('v1')).not.toBe(lent.visits[0]);
    expect(lent).toEqual(data);
    const owned = new Store(data, 0, { owned: true });
    expect(owned.visits.get('v1')).toBe(data.visits[0]);
    expect(owned.data).toEqual(lent);
    while (owned.finishLoadingSome()) continue;
    expect(Object.isFrozen(data.visits[0])).toBe(true);
    expect(owned.data).toEqual(lent);
  });

  it("leaves an owned start's freezing and shared strings for later, a slice at a time, and a write meanwhile behaves as after", async () => {
    const visit = (id: string, status: 'pending' | 'finished' = 'pending') => ({ id, ownerId: 'o1', clientId: 'c1', date: '2030-01-02', time: '09:00', status });
    const data = () => ({ ...emptyData(), clients: [client('c1', 'Ana', 'o1', 't1')], visits: [visit('v1'), visit('v2'), visit('v3'), visit('v4')] });
    const owned = data();
    const store = new Store(owned, 0, { owned: true });
    // Loaded as parsed: not frozen yet, and each record still has its own copy of a repeated string.
    expect(Object.isFrozen(owned.visits[1])).toBe(false);
    expect(store.finishLoadingSome(1)).toBe(true);
    expect(Object.isFrozen(owned.clients[0])).toBe(true);
    expect(store.finishLoadingSome(2)).toBe(true);
    expect(Object.isFrozen(owned.visits[0])).toBe(true);
    expect(Object.isFrozen(owned.visits[2])).toBe(false);

    // A write, and one undone, while records are still to settle: as on a store that finished first.
    const settledFirst = new Store(data(), 0, { owned: true });
    while (settledFirst.finishLoadingSome()) continue;
    for (const s of [store, settledFirst]) {
      await s.transact(() => s.visits.update('v3', { status: 'finished' }));
      expect(() =>
        s.transact(() => {
          s.visits.remove('v4');
          throw new Error('undone');
        }),
      ).toThrow('undone');
    }
    expect(store.visits.get('v3')).toEqual(visit('v3', 'finished'));
    expect(store.data).toEqual(settledFirst.data);
    expect(store.visits.where('client', 'c1').map((v) => v.id)).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect(store.visits.where('client', 'c1')).toEqual(settledFirst.visits.where('client', 'c1'));

    let slices = 0;
    while (store.finishLoadingSome(1)) slices += 1;
    expect(slices).toBeGreaterThan(0);
    expect(store.finishLoadingSome()).toBe(false);
    for (const v of store.data.visits) expect(Object.isFrozen(v)).toBe(true);
    expect(store.data).toEqual(settledFirst.data);
  });

  it('journals each change as one line with its number, put and delete operations', async () => {
    const lines: string[] = [];
    const persistence: Persistence = { append: (line) => (lines.push(line), Promise.resolve()), rewrite: () => Promise.resolve(), close: () => Promise.resolve() };
    const store = createMemoryStore();
    store.persistTo(persistence);
    await store.transact(() => store.services.insert(service(1)));
    await store.transact(() => {
      store.services.update('s1', { price: 2 });
      store.services.remove('s1');
    });
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      { seq: 1, ops: [{ c: 'services', k: 's1', r: service(1) }] },
      { seq: 2, ops: [{ c: 'services', k: 's1', r: { ...service(1), price: 2 } }, { c: 'services', k: 's1', r: null }] },
    ]);
    const replayed = createMemoryStore();
    for (const line of lines.map((l) => JSON.parse(l) as { seq: number; ops: [] })) replayed.replay(line.seq, line.ops);
    expect(replayed.data).toEqual(store.data);
  });

  it('applies an edit of the whole data as one change (tests and seeding)', async () => {
    const store = createMemoryStore({ ...emptyData(), services: [service(1), service(2)] });
    await store.update((data) => {
      data.services[0]!.price = 10;
      data.services.splice(1, 1);
      data.services.push(service(3));
    });
    expect(store.data.services).toEqual([{ ...service(1), price: 10 }, service(3)]);
  });
});
