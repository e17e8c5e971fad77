// The visit actions taken while offline (start, finish, cancel), in the order taken, kept across
// reloads until the network is back and they are replayed. The record is versioned; anything
// unreadable reads as an empty queue, never a crash, and an action that is not one is dropped.
import type { QueuedVisitAction, VisitOutbox } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';

interface StoredQueue {
  v: 1;
  queue: QueuedVisitAction[];
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => isText(value) && value !== '';

function isVisitRef(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { clientId, ownerId, visitId } = value as Record<string, unknown>;
  return isFilled(clientId) && isFilled(ownerId) && isFilled(visitId);
}

export function isQueuedVisitAction(value: unknown): value is QueuedVisitAction {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Record<string, unknown>;
  if (!isFilled(action.id) || !isFilled(action.queuedAt) || !isVisitRef(action.visit)) return false;
  switch (action.kind) {
    case 'start': {
      const { userId, userName } = action.visit as Record<string, unknown>;
      return isFilled(userId) && isText(userName);
    }
    case 'finish':
      return (action.taskId === null || isFilled(action.taskId)) && isText(action.observation);
    case 'cancel':
      return true;
    default:
      return false;
  }
}

export class LocalStorageVisitOutbox implements VisitOutbox {
  constructor(private readonly storage: Storage) {}

  load(): readonly QueuedVisitAction[] {
    try {
      const raw = this.storage.getItem(STORAGE_KEYS.visitOutbox);
      if (!raw) return [];
      const stored = JSON.parse(raw) as Partial<StoredQueue> | null;
      if (stored?.v !== 1 || !Array.isArray(stored.queue)) return [];
      return stored.queue.filter(isQueuedVisitAction);
    } catch {
      return [];
    }
  }

  save(queue: readonly QueuedVisitAction[]): void {
    try {
      if (queue.length === 0) {
        this.storage.removeItem(STORAGE_KEYS.visitOutbox);
        return;
      }
      const stored: StoredQueue = { v: 1, queue: [...queue] };
      this.storage.setItem(STORAGE_KEYS.visitOutbox, JSON.stringify(stored));
    } catch {
      // A full or disabled storage keeps the queue for this page only.
    }
  }
}
