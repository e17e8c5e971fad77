import type { Session } from '@fieldteam/core';
import { MemorySessionStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageInProgressVisits } from './local-storage-in-progress-visits.store';
import { MemoryStorage } from './memory-storage';
import { KEPT_WORK_BOUND_MS, STORAGE_KEYS } from './storage-keys';

const person = (id: string, name: string): Session => ({
  token: `tok-${id}`,
  user: { id, createdById: 'owner-1', name, surname: 'Lima', username: null, email: `${id}@example.com`, docId: null, phone: null, address: null, role: 'leader', activation: 'activated' },
});
const ana = person('user-2', 'Ana');
const anasKey = `${STORAGE_KEYS.inProgressVisits}.user-2`;

const NOW = Date.UTC(2026, 2, 2, 12);
let now: number;
let storage: MemoryStorage;
let sessions: MemorySessionStore;
let store: LocalStorageInProgressVisits;

beforeEach(() => {
  now = NOW;
  storage = new MemoryStorage();
  sessions = new MemorySessionStore(ana);
  store = new LocalStorageInProgressVisits(storage, sessions, () => now);
});

const visits = { 'client-1': { taskId: 'task-7', visitId: 'visit-3' }, 'client-2': { taskId: 'task-8', visitId: 'visit-4' } };

describe('LocalStorageInProgressVisits', () => {
  it('reads nothing in progress on a fresh device', () => {
    expect(store.load()).toEqual({});
  });

  it('keeps the visits in progress across reloads, under the product key of the person signed in', () => {
    store.save(visits);
    expect(JSON.parse(storage.getItem(anasKey)!)).toEqual({ v: 3, keptAt: NOW, data: visits });
    expect(new LocalStorageInProgressVisits(storage, sessions, () => now).load()).toEqual(visits);
  });

  it('keeps when a visit started across reloads, and reads a start time that is not a text as unknown', () => {
    const started = { ...visits, 'client-1': { ...visits['client-1'], startedAt: '2026-03-02T11:40:00Z' } };
    store.save(started);
    expect(new LocalStorageInProgressVisits(storage, sessions, () => now).load()).toEqual(started);
    storage.setItem(anasKey, JSON.stringify({ v: 3, keptAt: NOW, data: { ...started, 'client-3': { taskId: 't', visitId: 'v', startedAt: 5 } } }));
    const read = store.load();
    expect(read).toEqual({ ...started, 'client-3': { taskId: 't', visitId: 'v' } });
    expect(read['client-3']!.startedAt).toBeUndefined();
  });

  it('removes the record when nothing is in progress any more', () => {
    store.save(visits);
    store.save({});
    expect(storage.getItem(anasKey)).toBeNull();
    expect(store.load()).toEqual({});
  });

  it.each([
    ['corrupt JSON', '{"v":3,"keptAt":1,"data":'],
    ['another version', JSON.stringify({ v: 4, keptAt: NOW, data: visits })],
    ['the unversioned map', JSON.stringify(visits)],
    ['a list', JSON.stringify({ v: 3, keptAt: NOW, data: [visits['client-1']] })],
    ['null', 'null'],
    ['a number', '42'],
  ])('reads %s as nothing in progress', (_label, raw) => {
    storage.setItem(anasKey, raw);
    expect(store.load()).toEqual({});
  });

  it('drops an entry that is not a visit and keeps the others', () => {
    storage.setItem(anasKey, JSON.stringify({ v: 3, keptAt: NOW, data: { ...visits, 'client-3': { taskId: 5 }, 'client-4': null } }));
    expect(store.load()).toEqual(visits);
  });

  it('reads nothing in progress once the record has not been written for the bound, and removes it', () => {
    store.save(visits);
    now = NOW + KEPT_WORK_BOUND_MS + 1;
    expect(store.load()).toEqual({});
    expect(storage.getItem(anasKey)).toBeNull();
  });

  it('reads and keeps nothing for another person or with no one signed in, and leaves the record kept', () => {
    store.save(visits);
    sessions.session = person('user-3', 'Leo');
    expect(store.load()).toEqual({});
    sessions.session = null;
    expect(store.load()).toEqual({});
    store.save({});
    sessions.session = ana;
    expect(store.load()).toEqual(visits);
  });

  it('the person signed in when the app starts adopts a record of the first version', () => {
    storage.setItem(STORAGE_KEYS.inProgressVisits, JSON.stringify({ v: 1, visits }));
    expect(new LocalStorageInProgressVisits(storage, sessions, () => now).load()).toEqual(visits);
    expect(storage.getItem(STORAGE_KEYS.inProgressVisits)).toBeNull();
  });

  it('survives a storage that refuses to read or write', () => {
    const refusing = new MemoryStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const broken = new LocalStorageInProgressVisits(refusing, sessions);
    expect(() => broken.save(visits)).not.toThrow();
    expect(broken.load()).toEqual({});
  });
});
