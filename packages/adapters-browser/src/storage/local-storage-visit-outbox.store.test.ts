import type { QueuedVisitAction } from '@fieldteam/core';
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

let storage: MemoryStorage;
let outbox: LocalStorageVisitOutbox;

beforeEach(() => {
  storage = new MemoryStorage();
  outbox = new LocalStorageVisitOutbox(storage);
});

describe('LocalStorageVisitOutbox', () => {
  it('reads an empty queue on a fresh device', () => {
    expect(outbox.load()).toEqual([]);
  });

  it('keeps the queued actions in order across reloads, under the product key', () => {
    outbox.save(queue);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.visitOutbox)!)).toEqual({ v: 1, queue });
    expect(new LocalStorageVisitOutbox(storage).load()).toEqual(queue);
  });

  it('removes the record once the queue is empty', () => {
    outbox.save(queue);
    outbox.save([]);
    expect(storage.getItem(STORAGE_KEYS.visitOutbox)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"v":1,"queue":[{'],
    ['another version', JSON.stringify({ v: 2, queue })],
    ['the bare list', JSON.stringify(queue)],
    ['a queue that is not a list', JSON.stringify({ v: 1, queue: { q1: queue[0] } })],
    ['null', 'null'],
  ])('reads %s as an empty queue', (_label, raw) => {
    storage.setItem(STORAGE_KEYS.visitOutbox, raw);
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
    storage.setItem(STORAGE_KEYS.visitOutbox, JSON.stringify({ v: 1, queue: broken }));
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
    const broken = new LocalStorageVisitOutbox(refusing);
    expect(() => broken.save(queue)).not.toThrow();
    expect(broken.load()).toEqual([]);
  });
});
