// The business's time zone (spec decision 7), which the documents do not store, so the zone at the
// business's address; the device's where there is none to find (a freelancer, a
// business not set up yet, an address without coordinates). Once found it is kept for the session
// (KeptTimeZone), where the clock the use cases receive reads it. Says whether it differs from the
// device's, so that a screen can say so once.
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../shared/clock.port';
import type { KeptTimeZone } from './kept-time-zone.port';
import type { LoadCompany } from './load-company.use-case';
import type { TimeZoneAtPlace } from './time-zone-at-place.port';

export interface ShownTimeZones {
  /** The zone every time on screen is shown in. */
  readonly business: string;
  /** The device's own zone. */
  readonly device: string;
  /** The two differ: the screen says in which zone its times are. */
  readonly differs: boolean;
}

/** The zones before the business's is known: the device's for both. */
export function deviceTimeZones(clock: Pick<Clock, 'timeZone'>): ShownTimeZones {
  const device = clock.timeZone();
  return { business: device, device, differs: false };
}

function isKnownZone(zone: string): boolean {
  try {
    Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** The answer, and whether it stands for the session (the company read, the map asked) or was a fallback for now. */
interface Found {
  readonly zones: ShownTimeZones;
  readonly settled: boolean;
}

export class LoadBusinessTimeZone {
  /** The zone found for the last coordinates asked: an address moves rarely, a lookup is not free. */
  private lookup: { readonly place: string; readonly zone: Promise<string | null | undefined> } | null = null;
  /** The search under way, which every page load asking at once shares. */
  private finding: Promise<string> | null = null;

  constructor(
    private readonly company: Pick<LoadCompany, 'execute' | 'cached'>,
    private readonly places: TimeZoneAtPlace,
    /** The device's clock: its zone is the device's, whatever the business's. */
    private readonly device: Pick<Clock, 'timeZone'>,
    /** Where the zone found is kept for the session; none in a test that only shows zones. */
    private readonly kept: KeptTimeZone | null = null,
  ) {}

  /** The zones to show before `execute` answers: the business's when it is kept for this session, else the device's. */
  beforeKnown(): ShownTimeZones {
    const device = this.device.timeZone();
    const business = this.kept?.zone() ?? device;
    return { business, device, differs: business !== device };
  }

  /** Finds the zones again (the address may have moved) and keeps the business's for the session. */
  async execute(): Promise<ShownTimeZones> {
    const found = await this.find();
    if (found.settled) this.kept?.keep(found.zones.business);
    return found.zones;
  }

  /**
   * The business's zone for the session: the one kept, else found now (what a page that computes
   * dates waits for before its first computation). A fallback that does not stand (the company
   * not reachable) is answered but not kept, so the next page asks again.
   */
  known(): Promise<string> {
    const kept = this.kept?.zone();
    if (kept) return Promise.resolve(kept);
    this.finding ??= this.execute()
      .then((zones) => zones.business)
      .finally(() => (this.finding = null));
    return this.finding;
  }

  private async find(): Promise<Found> {
    const device = this.device.timeZone();
    let company = this.company.cached();
    let settled = true;
    if (!company) {
      this.places.prepare?.();
      const loaded = await this.company.execute();
      company = loaded.ok ? loaded.value : null;
      settled = loaded.ok;
    }
    const address = company?.address;
    const zone = address && address.latitude !== null && address.longitude !== null ? await this.zoneAt(address.latitude, address.longitude) : null;
    // undefined: the map could not be read (its code not fetched with no network): asked again later.
    if (zone === undefined) settled = false;
    const business = zone && isKnownZone(zone) ? zone : device;
    return { zones: { business, device, differs: business !== device }, settled };
  }

  private zoneAt(latitude: number, longitude: number): Promise<string | null | undefined> {
    const place = `${latitude},${longitude}`;
    if (this.lookup?.place !== place) {
      const lookup = {
        place,
        zone: this.places.zoneAt(latitude, longitude).catch(() => {
          // A failed lookup is not kept: the next question asks the map again.
          if (this.lookup === lookup) this.lookup = null;
          return undefined;
        }),
      };
      this.lookup = lookup;
    }
    return this.lookup.zone;
  }
}
