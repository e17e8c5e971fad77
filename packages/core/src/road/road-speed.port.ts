// Where the road's planning speed is kept: on the device, per business. It is a setting, not the
// session's data, so a sign-out keeps it (the cache's records go).

export interface RoadSpeedStore {
  /** The speed kept for the business of `ownerId`, km/h; null when none is. */
  load(ownerId: string): number | null;
  save(ownerId: string, kmPerHour: number): void;
}
