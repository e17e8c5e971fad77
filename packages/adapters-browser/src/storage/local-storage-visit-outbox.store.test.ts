import type { QueuedVisitAction, Session } from '@fieldteam/core';
import { MemorySessionStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageVisitOutbox } from './local-storage-visit-outbox.store';
import { MemoryStorage } from './memory-storage';
import { STORAGE_KEYS } from './storage-keys';

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

let storage: MemoryStorage;
let sessions: MemorySessionStore;
let outbox: LocalStorageVisitOutbox;

beforeEach(() => {
  storage = new MemoryStorage();
  sessions = new MemorySessionStore(ana);
  outbox = new LocalStorageVisitOutbox(storage, sessions);
});

const anasKey = `${STORAGE_KEYS.visitOutbox}.user-2`;

describe('LocalStorageVisitOutbox', () => {
  it('reads an empty queue on a fresh device', () => {
    expect(outbox.load()).toEqual([]);
  });

  it('keeps the queued actions in order across reloads, under the product key of the person signed in', () => {
    outbox.save(queue);
    expect(JSON.parse(storage.getItem(anasKey)!)).toEqual({ v: 2, person: { name: 'Ana Lima' }, data: queue });
    expect(new LocalStorageVisitOutbox(storage, sessions).load()).toEqual(queue);
  });

  it('removes the record once the queue is empty', () => {
    outbox.save(queue);
    outbox.save([]);
    expect(storage.getItem(anasKey)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"v":2,"person":{"name":"Ana"},"data":[{'],
    ['another version', JSON.stringify({ v: 3, person: { name: 'Ana' }, data: queue })],
    ['a record without a person', JSON.stringify({ v: 2, data: queue })],
    ['the bare list', JSON.stringify(queue)],
    ['a queue that is not a list', JSON.stringify({ v: 2, person: { name: 'Ana' }, data: { q1: queue[0] } })],
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
    storage.setItem(anasKey, JSON.stringify({ v: 2, person: { name: 'Ana Lima' }, data: broken }));
    expect(outbox.load()).toEqual([queue[0], queue[2]]);
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

describe('LocalStorageVisitOutbox: each person’s queue is their own', () => {
  it('with no one signed in, reads nothing and keeps nothing new, and the queue kept stays', () => {
    outbox.save(queue);
    sessions.session = null;
    expect(outbox.load()).toEqual([]);
    outbox.save([]);
    expect(JSON.parse(storage.getItem(anasKey)!).data).toEqual(queue);
    expect(outbox.held()).toEqual([{ name: 'Ana Lima', count: 4 }]);
  });

  it('another person signed in neither reads nor replaces the queue kept for the first one', () => {
    outbox.save(queue);
    sessions.session = leo;
    expect(outbox.load()).toEqual([]);
    outbox.save([queue[2]!]);
    expect(outbox.load()).toEqual([queue[2]]);
    expect(outbox.held()).toEqual([{ name: 'Ana Lima', count: 4 }]);
    sessions.session = ana;
    expect(outbox.load()).toEqual(queue);
    expect(outbox.held()).toEqual([{ name: 'Leo Lima', count: 1 }]);
  });

  it('the person signed in when the app starts adopts a queue of the first version (sign-out used to remove it)', () => {
    storage.setItem(STORAGE_KEYS.visitOutbox, JSON.stringify({ v: 1, queue }));
    const started = new LocalStorageVisitOutbox(storage, sessions);
    expect(storage.getItem(STORAGE_KEYS.visitOutbox)).toBeNull();
    expect(started.load()).toEqual(queue);
  });

  it('with no one signed in when the app starts, a queue of the first version is dropped: it cannot be told whose it is', () => {
    storage.setItem(STORAGE_KEYS.visitOutbox, JSON.stringify({ v: 1, queue }));
    sessions.session = null;
    const started = new LocalStorageVisitOutbox(storage, sessions);
    expect(storage.getItem(STORAGE_KEYS.visitOutbox)).toBeNull();
    sessions.session = leo;
    expect(started.load()).toEqual([]);
    expect(started.held()).toEqual([]);
  });
});
