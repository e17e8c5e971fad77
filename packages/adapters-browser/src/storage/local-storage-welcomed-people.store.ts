// The people this device has welcomed on their dashboard: their ids, the most recent last, at
// most WELCOMED_KEPT of them (a shared device forgets the longest gone first). Kept across
// sign-outs, like the language: an id says nothing of its person without the server.
import type { UserId, WelcomedPeople } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';

export const WELCOMED_KEPT = 50;

export class LocalStorageWelcomedPeople implements WelcomedPeople {
  constructor(private readonly storage: Storage) {}

  has(userId: UserId): boolean {
    return this.read().includes(userId);
  }

  add(userId: UserId): void {
    const ids = [...this.read().filter((id) => id !== userId), userId].slice(-WELCOMED_KEPT);
    try {
      this.storage.setItem(STORAGE_KEYS.welcomed, JSON.stringify(ids));
    } catch {
      // A full or refused storage: the person is welcomed again next time, nothing worse.
    }
  }

  private read(): readonly string[] {
    try {
      const value: unknown = JSON.parse(this.storage.getItem(STORAGE_KEYS.welcomed) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  }
}
