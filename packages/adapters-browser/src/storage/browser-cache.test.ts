import { describe, expect, it } from 'vitest';
import { BrowserCache, type CacheFlushScheduler } from './browser-cache';
import { LocalStorageSessionStore } from './local-storage-session.store';
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

const stored = (storage: Storage, name: string) => storage.getItem(`${STORAGE_KEYS.cachePrefix}${name}`);

describe('BrowserCache: writes stored in idle time', () => {
  it('keeps a write in memory until the idle period, and reads it meanwhile', () => {
    const storage = new MemoryStorage();
    const idle = manualFlush();
    const cache = new BrowserCache(storage, idle.schedule);
    const clients = [{ id: '1', name: 'Ana' }];
    cache.write('clients', clients);
    expect(stored(storage, 'clients')).toBeNull();
    const read = cache.read<typeof clients>('clients');
    expect(read).toEqual(clients);
    expect(read).not.toBe(clients); // a copy, as a read from storage would be
    idle.run();
    expect(stored(storage, 'clients')).toBe('[{"id":"1","name":"Ana"}]');
    expect(cache.read('clients')).toEqual(clients);
  });

  it('stores several writes in one flush, the last value of each', () => {
    const storage = new MemoryStorage();
    const idle = manualFlush();
    const cache = new BrowserCache(storage, idle.schedule);
    cache.write('company', { name: 'Acme' });
    cache.write('managers', [1]);
    cache.write('managers', [1, 2]);
    expect(idle.scheduled).toBe(1);
    idle.run();
    expect(stored(storage, 'company')).toBe('{"name":"Acme"}');
    expect(stored(storage, 'managers')).toBe('[1,2]');
    cache.write('company', { name: 'Acme 2' });
    expect(idle.scheduled).toBe(1);
  });

  it('stores at once when asked (the page is left or hidden)', () => {
    const storage = new MemoryStorage();
    const cache = new BrowserCache(storage, manualFlush().schedule);
    cache.write('company', { name: 'Acme' });
    cache.flush();
    expect(stored(storage, 'company')).toBe('{"name":"Acme"}');
  });

  it('drops pending writes on remove and on sign-out: nothing is stored afterwards', () => {
    const storage = new MemoryStorage();
    const idle = manualFlush();
    const cache = new BrowserCache(storage, idle.schedule);
    const sessions = new LocalStorageSessionStore(storage, cache);
    cache.write('leaders', ['Lia']);
    cache.remove('leaders');
    expect(cache.read('leaders')).toBeNull();
    cache.write('clients', [{ id: '1' }]);
    sessions.clear();
    expect(cache.read('clients')).toBeNull();
    idle.run();
    expect(storage.length).toBe(0);
  });

  it('loses only the cache when the storage is full', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const cache = new BrowserCache(storage, manualFlush().schedule);
    cache.write('clients', [1]);
    expect(() => cache.flush()).not.toThrow();
    expect(cache.read('clients')).toBeNull();
  });

  it('stores by itself with the default scheduler (a timeout where there is no requestIdleCallback)', async () => {
    const storage = new MemoryStorage();
    const cache = new BrowserCache(storage);
    cache.write('company', { name: 'Acme' });
    expect(stored(storage, 'company')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(stored(storage, 'company')).toBe('{"name":"Acme"}');
  });
});
