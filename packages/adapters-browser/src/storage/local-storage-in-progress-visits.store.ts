// The road screen's visits in progress (clientId -> the started visit and its task id), kept
// across reloads so that "Finalizar serviço" still knows the task after a refresh (001 section 3).
// The record is versioned; anything unreadable reads as "nothing in progress", never a crash.
import type { InProgressVisit, InProgressVisits } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';

interface StoredVisits {
  v: 1;
  visits: Record<string, InProgressVisit>;
}

const isInProgressVisit = (value: unknown): value is InProgressVisit => {
  if (typeof value !== 'object' || value === null) return false;
  const { taskId, visitId } = value as Partial<Record<keyof InProgressVisit, unknown>>;
  return typeof taskId === 'string' && taskId !== '' && typeof visitId === 'string' && visitId !== '';
};

export class LocalStorageInProgressVisits implements InProgressVisits {
  constructor(private readonly storage: Storage) {}

  load(): Readonly<Record<string, InProgressVisit>> {
    try {
      const raw = this.storage.getItem(STORAGE_KEYS.inProgressVisits);
      if (!raw) return {};
      const stored = JSON.parse(raw) as Partial<StoredVisits> | null;
      if (stored?.v !== 1 || typeof stored.visits !== 'object' || stored.visits === null || Array.isArray(stored.visits)) return {};
      const visits: Record<string, InProgressVisit> = {};
      // An entry that is not a visit is dropped; the others are kept.
      for (const [clientId, visit] of Object.entries(stored.visits)) {
        if (isInProgressVisit(visit)) visits[clientId] = { taskId: visit.taskId, visitId: visit.visitId };
      }
      return visits;
    } catch {
      return {};
    }
  }

  save(visits: Readonly<Record<string, InProgressVisit>>): void {
    try {
      if (Object.keys(visits).length === 0) {
        this.storage.removeItem(STORAGE_KEYS.inProgressVisits);
        return;
      }
      const stored: StoredVisits = { v: 1, visits: { ...visits } };
      this.storage.setItem(STORAGE_KEYS.inProgressVisits, JSON.stringify(stored));
    } catch {
      // A full or disabled storage loses only the memory across reloads; the screen keeps its state.
    }
  }
}
