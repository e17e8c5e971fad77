// The visit actions taken while offline (start, finish, cancel), in the order taken, kept across
// reloads until the network is back and they are replayed, one queue per person (person-records.ts):
// a session the server ends keeps its queue on the device for that person only, sealed
// (browser-kept-work.ts), never for the next one. Anything unreadable reads as an empty queue,
// never a crash, and an action that is not one is dropped.
import type { HeldVisitWork, QueuedVisitAction, SessionStore, VisitOutbox } from '@fieldteam/core';
import { heldVisitWork } from './kept-work-notes';
import { PersonRecords } from './person-records';
import { STORAGE_KEYS } from './storage-keys';

const isText = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => isText(value) && value !== '';

function isVisitRef(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { clientId, ownerId, visitId } = value as Record<string, unknown>;
  return isFilled(clientId) && isFilled(ownerId) && isFilled(visitId);
}

function isQueuedVisitAction(value: unknown): value is QueuedVisitAction {
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

const queueOf = (value: unknown): QueuedVisitAction[] | null => (Array.isArray(value) ? value.filter(isQueuedVisitAction) : null);

export class LocalStorageVisitOutbox implements VisitOutbox {
  private readonly records: PersonRecords<readonly QueuedVisitAction[]>;

  constructor(
    private readonly storage: Storage,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly now: () => number = Date.now,
  ) {
    this.records = new PersonRecords<readonly QueuedVisitAction[]>(
      storage,
      sessions,
      {
        base: STORAGE_KEYS.visitOutbox,
        read: queueOf,
        readLegacy: (raw) => {
          const stored = raw as { v?: unknown; queue?: unknown } | null;
          return stored?.v === 1 ? queueOf(stored.queue) : null;
        },
        isEmpty: (queue) => queue.length === 0,
      },
      now,
    );
  }

  load(): readonly QueuedVisitAction[] {
    return this.records.load() ?? [];
  }

  save(queue: readonly QueuedVisitAction[]): void {
    this.records.save([...queue]);
  }

  /** What the notes beside the work sealed for other people say (their own sealed work is theirs to open). */
  held(): readonly HeldVisitWork[] {
    return heldVisitWork(this.storage, this.sessions.load()?.user.id ?? null, this.now());
  }
}
