import { describe, expect, it } from 'vitest';
import { BrowserCache, immediateFlush } from './browser-cache';
import { LocalStorageRoadSpeedStore } from './local-storage-road-speed.store';
import { MemoryStorage } from './memory-storage';
import { STORAGE_KEYS } from './storage-keys';

describe('LocalStorageRoadSpeedStore', () => {
  it("keeps each business's speed apart, and a sign-out (the cache cleared) keeps it", () => {
    const storage = new MemoryStorage();
    const store = new LocalStorageRoadSpeedStore(storage);
    expect(store.load('o1')).toBeNull();
    store.save('o1', 45);
    store.save('o2', 20);
    const cache = new BrowserCache(storage, immediateFlush);
    cache.open({ userId: 'u9', ownerId: 'o9' });
    cache.clearAll();
    expect(new LocalStorageRoadSpeedStore(storage).load('o1')).toBe(45);
    expect(store.load('o2')).toBe(20);
  });

  it('reads an unreadable record as none, and writes over it', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.roadSpeed, '{not json');
    const store = new LocalStorageRoadSpeedStore(storage);
    expect(store.load('o1')).toBeNull();
    store.save('o1', 30);
    expect(store.load('o1')).toBe(30);
    storage.setItem(STORAGE_KEYS.roadSpeed, JSON.stringify({ o1: 'fast' }));
    expect(store.load('o1')).toBeNull();
  });
});
