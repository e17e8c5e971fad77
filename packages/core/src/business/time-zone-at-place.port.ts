// The IANA time zone at a place on the map: the business's zone is the zone at its address, since
// the documents store none.
export interface TimeZoneAtPlace {
  /** The zone at these coordinates, or null when it cannot be told. */
  zoneAt(latitude: number, longitude: number): Promise<string | null>;
  /** Starts getting ready for a lookup (fetching its map) while the coordinates are still asked for. */
  prepare?(): void;
}
