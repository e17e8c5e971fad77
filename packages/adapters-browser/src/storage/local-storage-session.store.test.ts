import type { Session } from '@fieldteam/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserCache, immediateFlush } from './browser-cache';
import { LocalStorageSessionStore } from './local-storage-session.store';
import { LocalStorageVisitOutbox } from './local-storage-visit-outbox.store';
import { MemoryStorage } from './memory-storage';
import { STORAGE_KEYS } from './storage-keys';

const sessionOf = (id: string, createdById: string | null = null): Session => ({
  token: `tok-${id}`,
  user: {
    id,
    createdById,
    name: 'Ana',
    surname: 'Lima',
    username: 'ana',
    email: `${id}@example.com`,
    docId: '123456',
    phone: null,
    address: null,
    role: createdById ? 'leader' : 'employer',
    activation: 'activated',
  },
});
const session = sessionOf('u1');
const scope = { userId: 'u1', ownerId: 'u1' };

let storage: MemoryStorage;
let cache: BrowserCache;
let store: LocalStorageSessionStore;

beforeEach(() => {
  storage = new MemoryStorage();
  cache = new BrowserCache(storage, immediateFlush);
  store = new LocalStorageSessionStore(storage, cache);
});

describe('LocalStorageSessionStore', () => {
  it('saves and loads a session under the product key', () => {
    store.save(session);
    expect(storage.getItem(STORAGE_KEYS.session)).toContain('"token":"tok-u1"');
    expect(store.load()).toEqual(session);
  });

  it.each([
    ['corrupt JSON', '{"v":1,"session":'],
    ['an old shape', JSON.stringify({ token: 'tok', user: session.user })],
    ['an unknown role', JSON.stringify({ v: 1, session: { ...session, user: { ...session.user, role: 'admin' } } })],
    ['an empty token', JSON.stringify({ v: 1, session: { ...session, token: '' } })],
    ['null', 'null'],
  ])('reads %s as signed out', (_label, raw) => {
    storage.setItem(STORAGE_KEYS.session, raw);
    expect(store.load()).toBeNull();
  });

  it('tells its listeners each sign-in and sign-out, until they stop listening', () => {
    const told: (string | null)[] = [];
    const stop = store.onChange(() => told.push(store.load()?.user.id ?? null));
    store.save(session);
    store.save(sessionOf('u2'));
    store.clear();
    stop();
    store.save(session);
    expect(told).toEqual(['u1', 'u2', null]);
  });

  it('reads a storage that throws as signed out', () => {
    const throwing = new MemoryStorage();
    throwing.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(new LocalStorageSessionStore(throwing, cache).load()).toBeNull();
  });

  it('clears the session and every cached list, and keeps the language and the person’s unsent visit work', () => {
    store.save(session);
    const outbox = new LocalStorageVisitOutbox(storage, store);
    outbox.save([{ id: 'q1', kind: 'cancel', visit: { clientId: 'c1', ownerId: 'u1', visitId: 'v1' }, queuedAt: '2026-03-02T11:00:00Z' }]);
    cache.write('company', { name: 'Acme' }, scope);
    cache.write('managers', [1, 2], scope);
    storage.setItem(STORAGE_KEYS.language, 'fr');
    storage.setItem('someone-else', 'x');
    store.clear();
    expect(store.load()).toBeNull();
    expect(cache.read('company', scope)).toBeNull();
    expect([...Array(storage.length).keys()].map((i) => storage.key(i)).filter((k) => k?.startsWith(STORAGE_KEYS.cachePrefix))).toEqual([]);
    expect(storage.getItem(`${STORAGE_KEYS.visitOutbox}.u1`)).not.toBeNull();
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(storage.getItem('someone-else')).toBe('x');
  });

  it('closes the cache when the session is cleared: a list that arrives afterwards is not kept', () => {
    store.save(session);
    store.clear();
    cache.write('clients', [{ id: 'late' }], scope);
    expect(storage.getItem(`${STORAGE_KEYS.cachePrefix}clients`)).toBeNull();
  });

  it('opens the cache for the stored session when the app starts, and for each new sign-in', () => {
    store.save(session);
    const restarted = new BrowserCache(storage, immediateFlush);
    new LocalStorageSessionStore(storage, restarted);
    restarted.write('clients', [{ id: '1' }], scope);
    expect(restarted.read('clients', scope)).toEqual([{ id: '1' }]);
  });

  it('a sign-in by someone else drops what the last person left in the cache', () => {
    store.save(session);
    cache.write('clients', [{ id: 'acme' }], scope);
    // The last person's session ended without a sign-out (the tab closed): the data is still there.
    storage.removeItem(STORAGE_KEYS.session);
    const nextVisit = new BrowserCache(storage, immediateFlush);
    const nextStore = new LocalStorageSessionStore(storage, nextVisit);
    nextStore.save(sessionOf('b1'));
    expect(storage.getItem(`${STORAGE_KEYS.cachePrefix}clients`)).toBeNull();
    expect(nextVisit.read('clients', scope)).toBeNull();
  });
});
