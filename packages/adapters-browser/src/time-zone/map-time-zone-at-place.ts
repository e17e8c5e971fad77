// The zone at a place from a compact world map of zones (@photostructure/tz-lookup, 29 kB gzipped),
// fetched the first time a zone is asked, so no route carries it.
import { loadOnce, type TimeZoneAtPlace } from '@fieldteam/core';

export class MapTimeZoneAtPlace implements TimeZoneAtPlace {
  /** The map's module; a failed fetch (offline) is not kept, so a later lookup fetches again. */
  private readonly loaded = loadOnce(() => import('@photostructure/tz-lookup'));

  async zoneAt(latitude: number, longitude: number): Promise<string | null> {
    const { default: lookup } = await this.loaded();
    // The map throws on coordinates outside the globe.
    try {
      return lookup(latitude, longitude);
    } catch {
      return null;
    }
  }

  /** Fetches the map while the company's address is asked for, so the lookup does not wait for it after. */
  prepare(): void {
    void this.loaded().catch(() => undefined);
  }
}
