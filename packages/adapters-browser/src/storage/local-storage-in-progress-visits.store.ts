// The road screen's visits in progress (clientId -> the started visit and its task id), kept
// across reloads so that "Finalizar serviço" still knows the task after a refresh (001 section 3),
// one record per person (person-records.ts). Anything unreadable reads as "nothing in progress",
// never a crash.
import type { InProgressVisit, InProgressVisits, SessionStore } from '@fieldteam/core';
import { PersonRecords } from './person-records';
import { STORAGE_KEYS } from './storage-keys';

type Visits = Readonly<Record<string, InProgressVisit>>;

const isInProgressVisit = (value: unknown): value is InProgressVisit => {
  if (typeof value !== 'object' || value === null) return false;
  const { taskId, visitId } = value as Partial<Record<keyof InProgressVisit, unknown>>;
  return typeof taskId === 'string' && taskId !== '' && typeof visitId === 'string' && visitId !== '';
};

/** The visits of a stored map; an entry that is not a visit is dropped, the others kept. */
const visitsOf = (value: unknown): Visits | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const visits: Record<string, InProgressVisit> = {};
  for (const [clientId, visit] of Object.entries(value)) {
    // A start time that is not a text is left out: the visit is still under way, its start unknown.
    if (isInProgressVisit(visit)) visits[clientId] = { taskId: visit.taskId, visitId: visit.visitId, startedAt: typeof visit.startedAt === 'string' ? visit.startedAt : undefined };
  }
  return visits;
};

export class LocalStorageInProgressVisits implements InProgressVisits {
  private readonly records: PersonRecords<Visits>;

  constructor(storage: Storage, sessions: Pick<SessionStore, 'load'>, now: () => number = Date.now) {
    this.records = new PersonRecords(
      storage,
      sessions,
      {
        base: STORAGE_KEYS.inProgressVisits,
        read: visitsOf,
        readLegacy: (raw) => {
          const stored = raw as { v?: unknown; visits?: unknown } | null;
          return stored?.v === 1 ? visitsOf(stored.visits) : null;
        },
        isEmpty: (visits) => Object.keys(visits).length === 0,
      },
      now,
    );
  }

  load(): Visits {
    return this.records.load() ?? {};
  }

  save(visits: Visits): void {
    this.records.save({ ...visits });
  }
}
