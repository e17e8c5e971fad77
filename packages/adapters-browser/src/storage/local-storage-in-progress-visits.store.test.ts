import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageInProgressVisits } from './local-storage-in-progress-visits.store';
import { MemoryStorage } from './memory-storage';
import { STORAGE_KEYS } from './storage-keys';

let storage: MemoryStorage;
let store: LocalStorageInProgressVisits;

beforeEach(() => {
  storage = new MemoryStorage();
  store = new LocalStorageInProgressVisits(storage);
});

const visits = { 'client-1': { taskId: 'task-7', visitId: 'visit-3' }, 'client-2': { taskId: 'task-8', visitId: 'visit-4' } };

describe('LocalStorageInProgressVisits', () => {
  it('reads nothing in progress on a fresh device', () => {
    expect(store.load()).toEqual({});
  });

  it('keeps the visits in progress across reloads, under the product key', () => {
    store.save(visits);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.inProgressVisits)!)).toEqual({ v: 1, visits });
    expect(new LocalStorageInProgressVisits(storage).load()).toEqual(visits);
  });

  it('removes the record when nothing is in progress any more', () => {
    store.save(visits);
    store.save({});
    expect(storage.getItem(STORAGE_KEYS.inProgressVisits)).toBeNull();
    expect(store.load()).toEqual({});
  });

  it.each([
    ['corrupt JSON', '{"v":1,"visits":'],
    ['another version', JSON.stringify({ v: 2, visits })],
    ['the unversioned map', JSON.stringify(visits)],
    ['a list', JSON.stringify({ v: 1, visits: [visits['client-1']] })],
    ['null', 'null'],
    ['a number', '42'],
  ])('reads %s as nothing in progress', (_label, raw) => {
    storage.setItem(STORAGE_KEYS.inProgressVisits, raw);
    expect(store.load()).toEqual({});
  });

  it('drops an entry that is not a visit and keeps the others', () => {
    storage.setItem(STORAGE_KEYS.inProgressVisits, JSON.stringify({ v: 1, visits: { ...visits, 'client-3': { taskId: 5 }, 'client-4': null } }));
    expect(store.load()).toEqual(visits);
  });

  it('survives a storage that refuses to read or write', () => {
    const refusing = new MemoryStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const broken = new LocalStorageInProgressVisits(refusing);
    expect(() => broken.save(visits)).not.toThrow();
    expect(broken.load()).toEqual({});
  });
});
