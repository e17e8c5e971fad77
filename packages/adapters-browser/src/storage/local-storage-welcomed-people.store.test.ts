import { describe, expect, it } from 'vitest';
import { LocalStorageWelcomedPeople, WELCOMED_KEPT } from './local-storage-welcomed-people.store';
import { MemoryStorage } from './memory-storage';
import { STORAGE_KEYS } from './storage-keys';

describe('LocalStorageWelcomedPeople', () => {
  it('remembers who was welcomed, across instances (page loads) of the same storage', () => {
    const storage = new MemoryStorage();
    new LocalStorageWelcomedPeople(storage).add('u1');
    const later = new LocalStorageWelcomedPeople(storage);
    expect(later.has('u1')).toBe(true);
    expect(later.has('u2')).toBe(false);
  });

  it(`keeps the ${WELCOMED_KEPT} most recent, forgetting the longest gone first`, () => {
    const storage = new MemoryStorage();
    const welcomed = new LocalStorageWelcomedPeople(storage);
    for (let i = 0; i <= WELCOMED_KEPT; i++) welcomed.add(`u${i}`);
    welcomed.add('u1'); // back again: now the most recent
    welcomed.add('new');
    expect(welcomed.has('u0')).toBe(false);
    expect(welcomed.has('u1')).toBe(true);
    expect(welcomed.has('u2')).toBe(false);
    expect(welcomed.has('new')).toBe(true);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.welcomed)!)).toHaveLength(WELCOMED_KEPT);
  });

  it('reads a damaged record as nobody welcomed', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.welcomed, '{not json');
    expect(new LocalStorageWelcomedPeople(storage).has('u1')).toBe(false);
    storage.setItem(STORAGE_KEYS.welcomed, '{"u1": true}');
    expect(new LocalStorageWelcomedPeople(storage).has('u1')).toBe(false);
  });
});
