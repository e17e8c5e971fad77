// The zone at a place from a compact world map of zones (@photostructure/tz-lookup, 29 kB gzipped),
// fetched the first time a zone is asked, so no route carries it.
import type { TimeZoneAtPlace } from '@fieldteam/core';

const loadMap = () => import('@photostructure/tz-lookup');

export class MapTimeZoneAtPlace implements TimeZoneAtPlace {
  private map: ReturnType<typeof loadMap> | null = null;

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

  /** The map's module; a failed fetch (offline) is not kept, so a later lookup fetches again. */
  private loaded(): ReturnType<typeof loadMap> {
    const map = (this.map ??= loadMap());
    map.catch(() => {
      if (this.map === map) this.map = null;
    });
    return map;
  }
}
