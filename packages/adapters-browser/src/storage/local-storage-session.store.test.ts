import type { Session } from '@fieldteam/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrowserCache, immediateFlush } from './browser-cache';
import { LocalStorageSessionStore } from './local-storage-session.store';
import { MemoryStorage } from './memory-storage';
import { STORAGE_KEYS } from './storage-keys';

const session: Session = {
  token: 'tok',
  user: {
    id: 'u1',
    createdById: null,
    name: 'Ana',
    surname: 'Lima',
    username: 'ana',
    email: 'ana@example.com',
    docId: '123456',
    phone: null,
    address: null,
    role: 'employer',
    activation: 'activated',
  },
};

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
    expect(storage.getItem(STORAGE_KEYS.session)).toContain('"token":"tok"');
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

  it('reads a storage that throws as signed out', () => {
    const throwing = new MemoryStorage();
    throwing.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(new LocalStorageSessionStore(throwing, cache).load()).toBeNull();
  });

  it('clears the session, every cached list and the road screen’s visits, and nothing else', () => {
    store.save(session);
    storage.setItem(STORAGE_KEYS.inProgressVisits, '{"v":1,"visits":{}}');
    storage.setItem(STORAGE_KEYS.visitOutbox, '{"v":1,"queue":[]}');
    cache.write('company', { name: 'Acme' });
    cache.write('managers', [1, 2]);
    storage.setItem(STORAGE_KEYS.language, 'fr');
    storage.setItem('someone-else', 'x');
    store.clear();
    expect(store.load()).toBeNull();
    expect(cache.read('company')).toBeNull();
    expect(cache.read('managers')).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.inProgressVisits)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.visitOutbox)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('fr');
    expect(storage.getItem('someone-else')).toBe('x');
  });
});

describe('BrowserCache', () => {
  it('keeps each list under its own key and reads corrupt entries as missing', () => {
    cache.write('company', { name: 'Acme' });
    expect(storage.getItem(`${STORAGE_KEYS.cachePrefix}company`)).toBe('{"name":"Acme"}');
    expect(cache.read('company')).toEqual({ name: 'Acme' });
    storage.setItem(`${STORAGE_KEYS.cachePrefix}leaders`, '[');
    expect(cache.read('leaders')).toBeNull();
  });
});
