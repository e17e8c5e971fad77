import { beforeEach, describe, expect, it } from 'vitest';
import { sampleCompany } from '../testing/business-fixtures';
import { FixedClock } from '../testing/fixed-clock';
import { MemoryCache } from '../testing/memory-cache';
import { RecordingProfileApi, REFUSED } from '../testing/recording-apis';
import { signedInToBusiness } from '../testing/sessions';
import type { Company } from './company.entity';
import type { KeptTimeZone } from './kept-time-zone.port';
import { LoadBusinessTimeZone } from './load-business-time-zone.use-case';
import { LoadCompany } from './load-company.use-case';
import type { TimeZoneAtPlace } from './time-zone-at-place.port';

/** The zone by hemisphere, and every place asked. */
class RecordingPlaces implements TimeZoneAtPlace {
  asked: string[] = [];
  /** How many companies had been asked for each time the map was told to get ready. */
  preparedAfter: number[] = [];
  answer: (latitude: number, longitude: number) => string | null = (latitude) => (latitude < 0 ? 'America/Sao_Paulo' : 'Europe/Lisbon');
  async zoneAt(latitude: number, longitude: number): Promise<string | null> {
    this.asked.push(`${latitude},${longitude}`);
    return this.answer(latitude, longitude);
  }
  prepare(): void {
    this.preparedAfter.push(api.calls.filter(([method]) => method === 'getCompany').length);
  }
}

let api: RecordingProfileApi;
let places: RecordingPlaces;
const inLisbon = new FixedClock('2026-03-02T11:00:00Z', 'Europe/Lisbon');
const use = (clock = inLisbon) => new LoadBusinessTimeZone(new LoadCompany(api, signedInToBusiness('employer'), new MemoryCache()), places, clock);
const companyAt = (latitude: number | null, longitude: number | null): Company => ({ ...sampleCompany, address: { description: 'x', latitude, longitude, complement: null } });

beforeEach(() => {
  api = new RecordingProfileApi();
  api.company = sampleCompany;
  places = new RecordingPlaces();
});

describe("LoadBusinessTimeZone: the zone at the business's address", () => {
  it("a device in Lisbon, a business in São Paulo: São Paulo's zone, said to differ", async () => {
    expect(await use().execute()).toEqual({ business: 'America/Sao_Paulo', device: 'Europe/Lisbon', differs: true });
  });

  it('a device in the business\'s own zone: the same zone, not said', async () => {
    expect(await use(new FixedClock('2026-03-02T11:00:00Z', 'America/Sao_Paulo')).execute()).toEqual({ business: 'America/Sao_Paulo', device: 'America/Sao_Paulo', differs: false });
  });

  it("has the map get ready before the company is asked for, and not when the company is known already", async () => {
    const cache = new MemoryCache();
    await new LoadBusinessTimeZone(new LoadCompany(api, signedInToBusiness('employer'), cache), places, inLisbon).execute();
    expect(places.preparedAfter).toEqual([0]);
    await new LoadBusinessTimeZone(new LoadCompany(api, signedInToBusiness('employer'), cache), places, inLisbon).execute();
    expect(places.preparedAfter).toEqual([0]);
    expect(places.asked).toHaveLength(2);
  });

  it('asks the map once for the same address, and again when the address moves', async () => {
    const zones = use();
    await zones.execute();
    await zones.execute();
    expect(places.asked).toEqual(['-23.56,-46.65']);
    api.company = companyAt(38.72, -9.14);
    const moved = new LoadBusinessTimeZone(new LoadCompany(api, signedInToBusiness('employer'), new MemoryCache()), places, inLisbon);
    expect((await moved.execute()).business).toBe('Europe/Lisbon');
  });

  it.each([
    ['no company yet (a freelancer)', () => (api.company = null)],
    ['the company not reachable', () => (api.failure = REFUSED)],
    ['an address without coordinates', () => (api.company = companyAt(null, null))],
    ['a place the map cannot tell', () => (places.answer = () => null)],
    ['a zone the device does not know', () => (places.answer = () => 'Mars/Olympus_Mons')],
    ['a lookup that throws', () => (places.answer = () => { throw new Error('bad coordinates'); })],
  ])("falls back to the device's zone: %s", async (_, arrange) => {
    arrange();
    expect(await use().execute()).toEqual({ business: 'Europe/Lisbon', device: 'Europe/Lisbon', differs: false });
  });
});

/** The session's kept zone, in memory. */
class MemoryKeptZone implements KeptTimeZone {
  kept: string | null = null;
  zone(): string | null {
    return this.kept;
  }
  keep(zone: string): void {
    this.kept = zone;
  }
}

describe("LoadBusinessTimeZone: the business's zone kept for the session", () => {
  let kept: MemoryKeptZone;
  const keeping = () => new LoadBusinessTimeZone(new LoadCompany(api, signedInToBusiness('employer'), new MemoryCache()), places, inLisbon, kept);
  beforeEach(() => (kept = new MemoryKeptZone()));

  it('keeps the zone it finds; once kept, known() answers it without asking the company or the map again', async () => {
    const zones = keeping();
    expect(await zones.known()).toBe('America/Sao_Paulo');
    expect(kept.kept).toBe('America/Sao_Paulo');
    const asked = api.calls.length;
    expect(await zones.known()).toBe('America/Sao_Paulo');
    expect(api.calls).toHaveLength(asked);
    expect(places.asked).toEqual(['-23.56,-46.65']);
  });

  it('page loads asking at once share one search', async () => {
    const zones = keeping();
    await Promise.all([zones.known(), zones.known(), zones.known()]);
    expect(api.calls.filter(([method]) => method === 'getCompany')).toHaveLength(1);
  });

  it("shows the kept zone before the screen's own question is answered, said to differ from the device's", () => {
    kept.keep('America/Sao_Paulo');
    expect(keeping().beforeKnown()).toEqual({ business: 'America/Sao_Paulo', device: 'Europe/Lisbon', differs: true });
    expect(new LoadBusinessTimeZone(new LoadCompany(api, signedInToBusiness('employer'), new MemoryCache()), places, inLisbon, new MemoryKeptZone()).beforeKnown()).toEqual({
      business: 'Europe/Lisbon',
      device: 'Europe/Lisbon',
      differs: false,
    });
  });

  it("a freelancer (no company): the device's zone, kept, so no page asks again", async () => {
    api.company = null;
    const zones = keeping();
    expect(await zones.known()).toBe('Europe/Lisbon');
    expect(kept.kept).toBe('Europe/Lisbon');
  });

  it.each([
    ['the company not reachable', () => (api.failure = REFUSED)],
    ["the map's code not fetched", () => (places.answer = () => { throw new Error('offline'); })],
  ])("%s: the device's zone for now, not kept, and asked again at the next page", async (_, arrange) => {
    arrange();
    const zones = keeping();
    expect(await zones.known()).toBe('Europe/Lisbon');
    expect(kept.kept).toBeNull();
    api.failure = null;
    places.answer = () => 'America/Sao_Paulo';
    expect(await zones.known()).toBe('America/Sao_Paulo');
    expect(kept.kept).toBe('America/Sao_Paulo');
  });

  it('finds the zone again when a screen asks (the address may have moved), and keeps the new one', async () => {
    const zones = keeping();
    await zones.known();
    api.company = companyAt(38.72, -9.14);
    const moved = new LoadBusinessTimeZone(new LoadCompany(api, signedInToBusiness('employer'), new MemoryCache()), places, inLisbon, kept);
    expect((await moved.execute()).business).toBe('Europe/Lisbon');
    expect(kept.kept).toBe('Europe/Lisbon');
  });
});
