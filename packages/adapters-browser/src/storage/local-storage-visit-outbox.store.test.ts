import type { QueuedVisitAction, Session } from '@fieldteam/core';
import { MemorySessionStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageVisitOutbox } from './local-storage-visit-outbox.store';
import { MemoryStorage } from './memory-storage';
import { keptWorkNoteKey } from './kept-work-notes';
import { KEPT_WORK_BOUND_MS, STORAGE_KEYS } from './storage-keys';

const visit = { clientId: 'client-1', ownerId: 'owner-1', visitId: 'visit-3' };
const queue: QueuedVisitAction[] = [
  { id: 'q1', kind: 'start', visit: { ...visit, userId: 'user-2', userName: 'Ana-Lima' }, queuedAt: '2026-03-02T11:00:00Z' },
  { id: 'q2', kind: 'finish', visit, taskId: null, observation: 'Done, gate code 12', queuedAt: '2026-03-02T11:40:00Z' },
  { id: 'q3', kind: 'cancel', visit: { ...visit, visitId: 'visit-4' }, queuedAt: '2026-03-02T11:45:00Z' },
  { id: 'q4', kind: 'finish', visit: { ...visit, visitId: 'visit-5' }, taskId: 'task-9', observation: '', queuedAt: '2026-03-02T11:50:00Z' },
];

const person = (id: string, name: string): Session => ({
  token: `tok-${id}`,
  user: { id, createdById: 'owner-1', name, surname: 'Lima', username: null, email: `${id}@example.com`, docId: null, phone: null, address: null, role: 'leader', activation: 'activated' },
});
const ana = person('user-2', 'Ana');
const leo = person('user-3', 'Leo');

const NOW = Date.UTC(2026, 2, 2, 12);
let now: number;
let storage: MemoryStorage;
let sessions: MemorySessionStore;
let outbox: LocalStorageVisitOutbox;

beforeEach(() => {
  now = NOW;
  storage = new MemoryStorage();
  sessions = new MemorySessionStore(ana);
  outbox = new LocalStorageVisitOutbox(storage, sessions, () => now);
});

const anasKey = `${STORAGE_KEYS.visitOutbox}.user-2`;

describe('LocalStorageVisitOutbox', () => {
  it('reads an empty queue on a fresh device', () => {
    expect(outbox.load()).toEqual([]);
  });

  it('keeps the queued actions in order across reloads, under the product key of the person signed in', () => {
    outbox.save(queue);
    expect(JSON.parse(storage.getItem(anasKey)!)).toEqual({ v: 3, keptAt: NOW, data: queue });
    expect(new LocalStorageVisitOutbox(storage, sessions, () => now).load()).toEqual(queue);
  });

  it('removes the record once the queue is empty', () => {
    outbox.save(queue);
    outbox.save([]);
    expect(storage.getItem(anasKey)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"v":3,"keptAt":1,"data":[{'],
    ['another version', JSON.stringify({ v: 4, keptAt: NOW, data: queue })],
    ['a record without its time', JSON.stringify({ v: 3, data: queue })],
    ['a second-version record without a person', JSON.stringify({ v: 2, data: queue })],
    ['the bare list', JSON.stringify(queue)],
    ['a queue that is not a list', JSON.stringify({ v: 3, keptAt: NOW, data: { q1: queue[0] } })],
    ['null', 'null'],
  ])('reads %s as an empty queue', (_label, raw) => {
    storage.setItem(anasKey, raw);
    expect(outbox.load()).toEqual([]);
  });

  it('drops what is not a visit action and keeps the rest in order', () => {
    const broken = [
      queue[0],
      { id: 'x1', kind: 'teleport', visit, queuedAt: '2026-03-02T11:00:00Z' },
      { id: 'x2', kind: 'finish', visit, taskId: null, queuedAt: '2026-03-02T11:00:00Z' },
      { id: 'x3', kind: 'start', visit, queuedAt: '2026-03-02T11:00:00Z' },
      { id: 'x4', kind: 'cancel', visit: { clientId: 'client-1' }, queuedAt: '2026-03-02T11:00:00Z' },
      'cancel',
      queue[2],
    ];
    storage.setItem(anasKey, JSON.stringify({ v: 3, keptAt: NOW, data: broken }));
    expect(outbox.load()).toEqual([queue[0], queue[2]]);
  });

  it('adopts a queue of the second version (with the name of its person, no time) as written now', () => {
    storage.setItem(anasKey, JSON.stringify({ v: 2, person: { name: 'Ana Lima' }, data: queue }));
    expect(outbox.load()).toEqual(queue);
    expect(JSON.parse(storage.getItem(anasKey)!)).toEqual({ v: 3, keptAt: NOW, data: queue });
  });

  it('drops the queue once it has not been written for the bound, and not a moment before', () => {
    outbox.save(queue);
    now = NOW + KEPT_WORK_BOUND_MS;
    expect(outbox.load()).toEqual(queue);
    now += 1;
    expect(outbox.load()).toEqual([]);
    expect(storage.getItem(anasKey)).toBeNull();
  });

  it("drops anyone's queue past the bound when the store is made (the app starts), whoever is signed in", () => {
    outbox.save(queue);
    sessions.session = leo;
    outbox.save([queue[2]!]);
    now = NOW + KEPT_WORK_BOUND_MS + 1;
    sessions.session = null;
    new LocalStorageVisitOutbox(storage, sessions, () => now);
    expect(storage.getItem(anasKey)).toBeNull();
    expect(storage.getItem(`${STORAGE_KEYS.visitOutbox}.user-3`)).toBeNull();
  });

  it('survives a storage that refuses to read or write', () => {
    const refusing = new MemoryStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const broken = new LocalStorageVisitOutbox(refusing, sessions);
    expect(() => broken.save(queue)).not.toThrow();
    expect(broken.load()).toEqual([]);
    expect(broken.held()).toEqual([]);
  });
});

const note = (visitActions: number, until: number) => JSON.stringify({ v: 2, visitActions, until });

describe('LocalStorageVisitOutbox: each person’s queue is their own', () => {
  it('with no one signed in, reads nothing and keeps nothing new, and the queue kept stays', () => {
    outbox.save(queue);
    sessions.session = null;
    expect(outbox.load()).toEqual([]);
    outbox.save([]);
    expect(JSON.parse(storage.getItem(anasKey)!).data).toEqual(queue);
  });

  it('another person signed in neither reads nor replaces the queue kept for the first one', () => {
    outbox.save(queue);
    sessions.session = leo;
    expect(outbox.load()).toEqual([]);
    outbox.save([queue[2]!]);
    expect(outbox.load()).toEqual([queue[2]]);
    sessions.session = ana;
    expect(outbox.load()).toEqual(queue);
  });

  it('holds what the notes beside work sealed for other people say, until their time, and not the signed-in person’s own', () => {
    storage.setItem(keptWorkNoteKey('user-2'), note(4, NOW + 10));
    storage.setItem(keptWorkNoteKey('user-3'), note(1, NOW + 20));
    storage.setItem(keptWorkNoteKey('user-4'), note(0, NOW + 20));
    storage.setItem(keptWorkNoteKey('user-5'), '{broken');
    // A note of the first version named its person: not read (the next sign-in removes it).
    storage.setItem(keptWorkNoteKey('user-6'), JSON.stringify({ v: 1, name: 'Rui Lima', visitActions: 3, until: NOW + 20 }));
    sessions.session = null;
    expect(outbox.held()).toEqual([
      { count: 4, until: NOW + 10 },
      { count: 1, until: NOW + 20 },
    ]);
    sessions.session = ana;
    expect(outbox.held()).toEqual([{ count: 1, until: NOW + 20 }]);
    now = NOW + 20;
    expect(outbox.held()).toEqual([]);
  });

  it('the person signed in when the app starts adopts a queue of the first version (sign-out used to remove it)', () => {
    storage.setItem(STORAGE_KEYS.visitOutbox, JSON.stringify({ v: 1, queue }));
    const started = new LocalStorageVisitOutbox(storage, sessions, () => now);
    expect(storage.getItem(STORAGE_KEYS.visitOutbox)).toBeNull();
    expect(started.load()).toEqual(queue);
  });

  it('with no one signed in when the app starts, a queue of the first version is dropped: it cannot be told whose it is', () => {
    storage.setItem(STORAGE_KEYS.visitOutbox, JSON.stringify({ v: 1, queue }));
    sessions.session = null;
    const started = new LocalStorageVisitOutbox(storage, sessions, () => now);
    expect(storage.getItem(STORAGE_KEYS.visitOutbox)).toBeNull();
    sessions.session = leo;
    expect(started.load()).toEqual([]);
    expect(started.held()).toEqual([]);
  });
});
