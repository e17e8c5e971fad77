// The business's late margin kept in memory, as a device's storage keeps it.
import type { LateMarginStore } from '../visits/late-margin.port';

export class MemoryLateMarginStore implements LateMarginStore {
  readonly margins = new Map<string, number>();
  load(ownerId: string) {
    return this.margins.get(ownerId) ?? null;
  }
  save(ownerId: string, minutes: number) {
    this.margins.set(ownerId, minutes);
  }
}
