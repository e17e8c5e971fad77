import type { CacheScope } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { BrowserCache, type CacheFlushScheduler } from './browser-cache';
import { MemoryStorage } from './memory-storage';
import { STORAGE_KEYS } from './storage-keys';

/** A flush scheduler run by hand, like an idle period that has not come yet. */
function manualFlush() {
  const tasks: Array<() => void> = [];
  const schedule: CacheFlushScheduler = (flush) => {
    tasks.push(flush);
    return () => tasks.splice(0, tasks.length);
  };
  return {
    schedule,
    get scheduled() {
      return tasks.length;
    },
    run: () => tasks.splice(0, tasks.length).forEach((task) => task()),
  };
}

const ana: CacheScope = { userId: 'ana', ownerId: 'acme' };
const leo: CacheScope = { userId: 'leo', ownerId: 'acme' };
const bia: CacheScope = { userId: 'bia', ownerId: 'other-business' };

const stored = (storage: Storage, name: string): unknown => {
  const raw = storage.getItem(`${STORAGE_KEYS.cachePrefix}${name}`);
  return raw === null ? null : JSON.parse(raw);
};

/** A cache open for `scope`, as the session store leaves it after a sign-in. */
function openCache(scope: CacheScope = ana, storage = new MemoryStorage(), schedule: CacheFlushScheduler = manualFlush().schedule) {
  const cache = new BrowserCache(storage, schedule);
  cache.open(scope);
  return cache;
}

describe('BrowserCache: writes stored in idle time', () => {
  it('keeps a write in memory until the idle period, and reads it meanwhile', () => {
    const storage = new MemoryStorage();
    const idle = manualFlush();
    const cache = openCache(ana, storage, idle.schedule);
    const clients = [{ id: '1', name: 'Ana' }];
    cache.write('clients', clients, ana);
    expect(stored(storage, 'clients')).toBeNull();
    const read = cache.read<typeof clients>('clients', ana);
    expect(read).toEqual(clients);
    expect(read).not.toBe(clients); // a copy, as a read from storage would be
    idle.run();
    expect(stored(storage, 'clients')).toEqual({ v: 2, userId: 'ana', ownerId: 'acme', data: clients });
    expect(cache.read('clients', ana)).toEqual(clients);
  });

  it('stores several writes in one flush, the last value of each', () => {
    const storage = new MemoryStorage();
    const idle = manualFlush();
    const cache = openCache(ana, storage, idle.schedule);
    cache.write('company', { name: 'Acme' }, ana);
    cache.write('managers', [1], ana);
    cache.write('managers', [1, 2], ana);
    expect(idle.scheduled).toBe(1);
    idle.run();
    expect(cache.read('company', ana)).toEqual({ name: 'Acme' });
    expect(stored(storage, 'managers')).toMatchObject({ data: [1, 2] });
    cache.write('company', { name: 'Acme 2' }, ana);
    expect(idle.scheduled).toBe(1);
  });

  it('stores at once when asked (the page is left or hidden)', () => {
    const storage = new MemoryStorage();
    const cache = openCache(ana, storage);
    cache.write('company', { name: 'Acme' }, ana);
    cache.flush();
    expect(stored(storage, 'company')).toMatchObject({ data: { name: 'Acme' } });
  });

  it('loses only the cache when the storage is full', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const cache = openCache(ana, storage);
    cache.write('clients', [1], ana);
    expect(() => cache.flush()).not.toThrow();
    expect(cache.read('clients', ana)).toBeNull();
  });

  it('stores by itself with the default scheduler (a timeout where there is no requestIdleCallback)', async () => {
    const storage = new MemoryStorage();
    const cache = new BrowserCache(storage);
    cache.open(ana);
    cache.write('company', { name: 'Acme' }, ana);
    expect(stored(storage, 'company')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(stored(storage, 'company')).toMatchObject({ data: { name: 'Acme' } });
  });

  it('reads a corrupt entry, or one of the first version (no owner), as missing', () => {
    const storage = new MemoryStorage();
    const cache = openCache(ana, storage);
    storage.setItem(`${STORAGE_KEYS.cachePrefix}leaders`, '[');
    storage.setItem(`${STORAGE_KEYS.cachePrefix}clients`, '[{"id":"1"}]');
    expect(cache.read('leaders', ana)).toBeNull();
    expect(cache.read('clients', ana)).toBeNull();
  });
});

describe('BrowserCache: each record is its owner’s', () => {
  it('reads a record back only for the person and business it was written for', () => {
    const cache = openCache(ana);
    cache.write('clients', [{ id: '1' }], ana);
    cache.flush();
    expect(cache.read('clients', leo)).toBeNull();
    expect(cache.read('clients', { userId: 'ana', ownerId: 'other-business' })).toBeNull();
    expect(cache.read('clients', ana)).toEqual([{ id: '1' }]);
  });

  it('refuses a write for anyone but the session it is open for', () => {
    const storage = new MemoryStorage();
    const cache = openCache(ana, storage);
    cache.write('clients', [{ id: 'leo' }], leo);
    cache.flush();
    expect(storage.length).toBe(0);
  });

  it('refuses every write until it is opened: nothing is kept for a device where no one is signed in', () => {
    const storage = new MemoryStorage();
    const cache = new BrowserCache(storage, manualFlush().schedule);
    cache.write('clients', [{ id: '1' }], ana);
    cache.flush();
    expect(storage.length).toBe(0);
    expect(cache.read('clients', ana)).toBeNull();
  });

  it('once a sign-out begins (closed), drops everything and refuses the answers that arrive after it, even when the page is left', () => {
    const storage = new MemoryStorage();
    const idle = manualFlush();
    const cache = openCache(ana, storage, idle.schedule);
    cache.write('company', { name: 'Acme' }, ana);
    cache.flush();
    cache.write('leaders', ['Lia'], ana); // pending when the sign-out begins
    cache.clearAll();
    cache.write('clients', [{ id: '1', name: 'late answer' }], ana); // the slow list's answer
    idle.run();
    cache.flush(); // pagehide
    expect(storage.length).toBe(0);
    expect(cache.read('clients', ana)).toBeNull();
  });

  it('opened for another person, drops what anyone else left and refuses the old session’s late answers', () => {
    const storage = new MemoryStorage();
    const cache = openCache(ana, storage);
    cache.write('clients', [{ id: 'acme-client' }], ana);
    cache.flush();
    storage.setItem(`${STORAGE_KEYS.cachePrefix}legacy`, '[{"id":"x"}]');
    cache.open(bia);
    expect(stored(storage, 'clients')).toBeNull();
    expect(stored(storage, 'legacy')).toBeNull();
    cache.write('clients', [{ id: 'late acme answer' }], ana);
    cache.flush();
    expect(cache.read('clients', bia)).toBeNull();
    expect(cache.read('clients', ana)).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('opened again for the same person, keeps what they had', () => {
    const storage = new MemoryStorage();
    const cache = openCache(ana, storage);
    cache.write('clients', [{ id: '1' }], ana);
    cache.flush();
    const next = new BrowserCache(storage, manualFlush().schedule);
    next.open(ana);
    expect(next.read('clients', ana)).toEqual([{ id: '1' }]);
  });

  it('drops a pending write on remove', () => {
    const storage = new MemoryStorage();
    const idle = manualFlush();
    const cache = openCache(ana, storage, idle.schedule);
    cache.write('leaders', ['Lia'], ana);
    cache.remove('leaders');
    expect(cache.read('leaders', ana)).toBeNull();
    idle.run();
    expect(storage.length).toBe(0);
  });
});
