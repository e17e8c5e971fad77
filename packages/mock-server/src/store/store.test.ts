import { describe, expect, it } from 'vitest';
import { RecordNotFound } from './repository';
import { emptyData, type ClientRecord, type ServiceRecord } from './schema';
import { createMemoryStore, MemoryPersistence, type Persistence } from './store';

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

  it("keeps a business's clients sorted by name with the collator, rebuilt only after a change to them", async () => {
    const store = createMemoryStore();
    await store.transact(() => {
      for (const [id, name] of [['c1', 'Élio'], ['c2', 'ana'], ['c3', 'Bruno'], ['c4', 'Cliente 10'], ['c5', 'Cliente 9']]) store.clients.insert(client(id!, name!));
      store.clients.insert(client('x1', 'Aaron', 'o2'));
    });
    const list = store.clients.ofOwner('o1');
    expect(list.map((c) => c.name)).toEqual(['ana', 'Bruno', 'Cliente 9', 'Cliente 10', 'Élio']);
    const version = store.clients.versionOf('o1');
    await store.transact(() => store.clients.update('x1', { name: 'Zeca' }));
    expect(store.clients.ofOwner('o1')).toBe(list);
    expect(store.clients.versionOf('o1')).toBe(version);
    await store.transact(() => store.clients.update('c2', { name: 'Zélia' }));
    expect(store.clients.ofOwner('o1').map((c) => c.name).at(-1)).toBe('Zélia');
    expect(store.clients.versionOf('o1')).toBeGreaterThan(version);
  });

  it('journals each change as one line with its number, put and delete operations', async () => {
    const lines: string[] = [];
    const persistence: Persistence = { ...new MemoryPersistence(), append: (line) => (lines.push(line), Promise.resolve()), rewrite: () => Promise.resolve(), close: () => Promise.resolve() };
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
