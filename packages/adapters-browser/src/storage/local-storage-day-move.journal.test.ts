import type { DayMoveRecord, Session } from '@fieldteam/core';
import { MemorySessionStore } from '@fieldteam/core/testing';
import { describe, expect, it } from 'vitest';
import { LocalStorageDayMoveJournal } from './local-storage-day-move.journal';
import { MemoryStorage } from './memory-storage';
import { KEPT_WORK_BOUND_MS, STORAGE_KEYS } from './storage-keys';

const person = (id: string, name: string): Session => ({
  token: `tok-${id}`,
  user: { id, createdById: 'owner-1', name, surname: 'Lima', username: null, email: `${id}@example.com`, docId: null, phone: null, address: null, role: 'manager', activation: 'activated' },
});
const record: DayMoveRecord = {
  day: '2026-03-03',
  target: '2026-03-04',
  direction: 'forward',
  steps: [
    { clientId: 'c1', clientName: 'Ana', teamName: 'Alpha', visitId: 'v1', from: '2026-03-03T09:00', to: '2026-03-04T09:00', state: 'done', failure: null },
    { clientId: 'c2', clientName: 'Bia', teamName: 'Alpha', visitId: 'v2', from: '2026-03-03T11:00', to: '2026-03-04T11:00', state: 'failed', failure: { code: 'API_UNREACHABLE' } },
  ],
};

describe('LocalStorageDayMoveJournal', () => {
  it("keeps the person's move across a reload (a new journal over the same storage), and forgets it when cleared", () => {
    const storage = new MemoryStorage();
    const sessions = new MemorySessionStore(person('u1', 'Ana'));
    new LocalStorageDayMoveJournal(storage, sessions).save(record);
    const reloaded = new LocalStorageDayMoveJournal(storage, sessions);
    expect(reloaded.load()).toEqual(record);
    reloaded.clear();
    expect(reloaded.load()).toBeNull();
    expect(storage.getItem(`${STORAGE_KEYS.dayMove}.u1`)).toBeNull();
  });

  it("is the signed-in person's own: another person sees no move", () => {
    const storage = new MemoryStorage();
    const sessions = new MemorySessionStore(person('u1', 'Ana'));
    new LocalStorageDayMoveJournal(storage, sessions).save(record);
    sessions.session = person('u2', 'Leo');
    expect(new LocalStorageDayMoveJournal(storage, sessions).load()).toBeNull();
  });

  it('reads an unreadable record as no move', () => {
    const storage = new MemoryStorage();
    const sessions = new MemorySessionStore(person('u1', 'Ana'));
    storage.setItem(`${STORAGE_KEYS.dayMove}.u1`, '{not json');
    expect(new LocalStorageDayMoveJournal(storage, sessions).load()).toBeNull();
    storage.setItem(`${STORAGE_KEYS.dayMove}.u1`, JSON.stringify({ v: 3, keptAt: Date.now(), data: { ...record, steps: [{ visitId: 'v1' }] } }));
    expect(new LocalStorageDayMoveJournal(storage, sessions).load()).toBeNull();
  });

  it('forgets a move, done or not, once it has not been written for the bound', () => {
    const storage = new MemoryStorage();
    const sessions = new MemorySessionStore(person('u1', 'Ana'));
    let now = Date.UTC(2026, 2, 3, 12);
    const journal = new LocalStorageDayMoveJournal(storage, sessions, () => now);
    journal.save(record);
    now += KEPT_WORK_BOUND_MS;
    expect(journal.load()).toEqual(record);
    now += 1;
    expect(journal.load()).toBeNull();
    expect(storage.getItem(`${STORAGE_KEYS.dayMove}.u1`)).toBeNull();
  });
});
