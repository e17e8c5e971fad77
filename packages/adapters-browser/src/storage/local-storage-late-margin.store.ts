// The late margin of each business, kept on the device across sign-outs: a setting, not the
// session's data. One record of business id -> minutes; an unreadable record reads as none.
import type { LateMarginStore } from '@fieldteam/core';
import { STORAGE_PREFIX } from './storage-keys';

/** Business id -> minutes. */
const LATE_MARGIN_KEY = `${STORAGE_PREFIX}late-margin`;

export class LocalStorageLateMarginStore implements LateMarginStore {
  constructor(private readonly storage: Storage) {}

  load(ownerId: string): number | null {
    const minutes = this.all()[ownerId];
    return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : null;
  }

  save(ownerId: string, minutes: number): void {
    try {
      this.storage.setItem(LATE_MARGIN_KEY, JSON.stringify({ ...this.all(), [ownerId]: minutes }));
    } catch {
      // A full or refused storage: the margin holds until the page closes (the view-model keeps it).
    }
  }

  private all(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(LATE_MARGIN_KEY) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}
