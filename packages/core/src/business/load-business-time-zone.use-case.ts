// The time zone the app shows times in: the business's (spec decision 7), which the documents do not
// store, so the zone at the business's address; the device's where that cannot be told
// (a freelancer, a business not set up yet, the company not reachable). Says whether it differs from
// the device's, so that a screen can say so once.
import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../shared/clock.port';
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

export class LoadBusinessTimeZone {
  /** The zone found for the last coordinates asked: an address moves rarely, a lookup is not free. */
  private lookup: { readonly place: string; readonly zone: Promise<string | null> } | null = null;

  constructor(
    private readonly company: Pick<LoadCompany, 'execute' | 'cached'>,
    private readonly places: TimeZoneAtPlace,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  /** The zones to show before `execute` answers: the device's. */
  beforeKnown(): ShownTimeZones {
    return deviceTimeZones(this.clock);
  }

  async execute(): Promise<ShownTimeZones> {
    const device = this.clock.timeZone();
    let company = this.company.cached();
    if (!company) {
      const loaded = await this.company.execute();
      company = loaded.ok ? loaded.value : null;
    }
    const address = company?.address;
    const zone = address && address.latitude !== null && address.longitude !== null ? await this.zoneAt(address.latitude, address.longitude) : null;
    const business = zone && isKnownZone(zone) ? zone : device;
    return { business, device, differs: business !== device };
  }

  private zoneAt(latitude: number, longitude: number): Promise<string | null> {
    const place = `${latitude},${longitude}`;
    if (this.lookup?.place !== place) {
      const zone = this.places.zoneAt(latitude, longitude).catch(() => null);
      this.lookup = { place, zone };
    }
    return this.lookup.zone;
  }
}
