// What the device may say, with no one's key, of the work sealed for someone whose session the
// server ended: how many visit actions wait, and until when they are kept; not whose they are by
// name (the next person at the device may be anyone). One note per person,
// `fieldteam.kept-work.<userId>`, beside the sealed work (browser-kept-work.ts); the signed-out
// pages show it (the visit outbox's `held`).
import type { HeldVisitWork } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';

export interface KeptWorkNote {
  readonly v: 2;
  readonly visitActions: number;
  /** When the sealed work is removed (ms since the epoch). */
  readonly until: number;
}

export const keptWorkNoteKey = (userId: string): string => `${STORAGE_KEYS.keptWork}.${userId}`;

function readNote(raw: string | null): KeptWorkNote | null {
  if (!raw) return null;
  try {
    const note = JSON.parse(raw) as Partial<KeptWorkNote> | null;
    return note?.v === 2 && typeof note.visitActions === 'number' && typeof note.until === 'number' ? { v: 2, visitActions: note.visitActions, until: note.until } : null;
  } catch {
    return null;
  }
}

/** The notes on the device, by person, past their time or not. */
export function keptWorkNotes(storage: Storage): Map<string, KeptWorkNote | null> {
  const notes = new Map<string, KeptWorkNote | null>();
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(`${STORAGE_KEYS.keptWork}.`)) notes.set(key.slice(STORAGE_KEYS.keptWork.length + 1), readNote(storage.getItem(key)));
    }
  } catch {
    // A storage that cannot be listed holds no note we can read.
  }
  return notes;
}

/** The visit actions sealed for people other than `except`, still within their time, per person. */
export function heldVisitWork(storage: Storage, except: string | null, now: number): HeldVisitWork[] {
  const held: HeldVisitWork[] = [];
  for (const [userId, note] of keptWorkNotes(storage)) {
    if (userId !== except && note && note.until > now && note.visitActions > 0) held.push({ count: note.visitActions, until: note.until });
  }
  return held;
}
