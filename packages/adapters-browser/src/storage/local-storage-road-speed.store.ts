// The road's planning speed of each business, kept on the device across sign-outs: a setting, not
// the session's data. One record of business id -> km/h; an unreadable record reads as none.
import type { RoadSpeedStore } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';

export class LocalStorageRoadSpeedStore implements RoadSpeedStore {
  constructor(private readonly storage: Storage) {}

  load(ownerId: string): number | null {
    const speed = this.all()[ownerId];
    return typeof speed === 'number' && Number.isFinite(speed) ? speed : null;
  }

  save(ownerId: string, kmPerHour: number): void {
    try {
      this.storage.setItem(STORAGE_KEYS.roadSpeed, JSON.stringify({ ...this.all(), [ownerId]: kmPerHour }));
    } catch {
      // A full or refused storage: the speed holds until the page closes (the view-model keeps it).
    }
  }

  private all(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(STORAGE_KEYS.roadSpeed) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}
