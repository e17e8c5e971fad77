import { describe, expect, it } from 'vitest';
import { BrowserCache, immediateFlush } from './browser-cache';
import { LocalStorageLateMarginStore } from './local-storage-late-margin.store';

/** The key the product writes: kept across versions, so a business's margin is not lost. */
const LATE_MARGIN_KEY = 'fieldteam.late-margin';
import { MemoryStorage } from './memory-storage';

describe('LocalStorageLateMarginStore', () => {
  it("keeps each business's margin apart, and a sign-out (the cache cleared) keeps it", () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageLateMarginStore(storage);
    expect(store.load('o1')).toBeNull();
    store.save('o1', 15);
    store.save('o2', 0);
    const cache = new BrowserCache(storage, immediateFlush);
    cache.open({ userId: 'u9', ownerId: 'o9' });
    cache.clearAll();
    expect(new LocalStorageLateMarginStore(storage).load('o1')).toBe(15);
    expect(store.load('o2')).toBe(0);
  });

  it('reads an unreadable record as none, and writes over it', () => {
    const storage = new MemoryStorage();
    storage.setItem(LATE_MARGIN_KEY, '{not json');
    const store = new LocalStorageLateMarginStore(storage);
    expect(store.load('o1')).toBeNull();
    store.save('o1', 20);
    expect(store.load('o1')).toBe(20);
    storage.setItem(LATE_MARGIN_KEY, JSON.stringify({ o1: 'late' }));
    expect(store.load('o1')).toBeNull();
  });
});
