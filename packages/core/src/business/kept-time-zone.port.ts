// Where the business's zone is kept once it is found, for the signed-in session: the clock that
// the use cases receive answers it, so that every "today" and every local time is the business's
// whatever the device's zone.
export interface KeptTimeZone {
  /** The zone kept for the signed-in session; null before it is found (or once the session ends). */
  zone(): string | null;
  /** Keeps the zone found for the signed-in session. */
  keep(zone: string): void;
}
