// The zone at a place from a compact world map of zones (@photostructure/tz-lookup, 29 kB gzipped),
// fetched the first time a zone is asked, so no route carries it.
import type { TimeZoneAtPlace } from '@fieldteam/core';

export class MapTimeZoneAtPlace implements TimeZoneAtPlace {
  async zoneAt(latitude: number, longitude: number): Promise<string | null> {
    const { default: lookup } = await import('@photostructure/tz-lookup');
    // The map throws on coordinates outside the globe.
    try {
      return lookup(latitude, longitude);
    } catch {
      return null;
    }
  }
}
