// The last day move of the person signed in (core's DayMoveJournal), kept across reloads so that
// a move stopped by a reload or a lost signal resumes, and a moved day can be moved back. One
// record per person (person-records.ts); anything unreadable reads as no move, never a crash.
import type { DayMoveJournal, DayMoveRecord, SessionStore } from '@fieldteam/core';
import { PersonRecords } from './person-records';
import { STORAGE_KEYS } from './storage-keys';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isStep(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const step = value as Record<string, unknown>;
  return isText(step.clientId) && isText(step.visitId) && isText(step.from) && isText(step.to) && typeof step.clientName === 'string' && typeof step.teamName === 'string' && (step.state === 'waiting' || step.state === 'done' || step.state === 'failed');
}

function readDayMoveRecord(value: unknown): DayMoveRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!isText(record.day) || !isText(record.target) || (record.direction !== 'forward' && record.direction !== 'back') || !Array.isArray(record.steps) || !record.steps.every(isStep)) return null;
  return record as unknown as DayMoveRecord;
}

export class LocalStorageDayMoveJournal implements DayMoveJournal {
  private readonly records: PersonRecords<DayMoveRecord | null>;

  constructor(storage: Storage, sessions: Pick<SessionStore, 'load'>, now: () => number = Date.now) {
    this.records = new PersonRecords<DayMoveRecord | null>(
      storage,
      sessions,
      {
        base: STORAGE_KEYS.dayMove,
        read: readDayMoveRecord,
        readLegacy: () => null,
        isEmpty: (record) => record === null,
      },
      now,
    );
  }

  load(): DayMoveRecord | null {
    return this.records.load();
  }

  save(record: DayMoveRecord): void {
    this.records.save(record);
  }

  clear(): void {
    this.records.save(null);
  }
}
