// Reads what the person typed in an address field as "street parts, place, region or
// country", comma separated in any order ("Rua Augusta, 500, São Paulo, SP"), and finds the
// gazetteer places it can mean. The offline gazetteer knows places, not streets, so the other
// parts are kept as typed and shown before the place.
import { type Gazetteer, normalizePlaceText } from './gazetteer';

export interface AddressSearch {
  /** Gazetteer indexes of the places the text can mean, best first. */
  readonly places: readonly number[];
  /** Which typed parts (indexes into `addressParts(query)`) to keep before the place. */
  readonly keptParts: readonly number[];
}

const NOTHING: AddressSearch = { places: [], keptParts: [] };

/**
 * The parts of the text, trimmed, without those that hold no letter or digit. Parts are
 * separated by commas, and by dashes with spaces around them as Brazilian addresses write
 * them ("Av. Paulista, 1000 - Bela Vista, São Paulo - SP"); "Zürich-Kreis" stays whole.
 */
export function addressParts(query: string): readonly string[] {
  return query
    .split(/,|\s[-\u2013\u2014]\s/)
    .map((part) => part.trim())
    .filter((part) => normalizePlaceText(part) !== '');
}

/** The same text for every way of typing it: "São Paulo , sp" and "sao paulo,SP" give one key. */
export function addressSearchKey(query: string): string {
  return addressParts(query).map(normalizePlaceText).join(',');
}

/**
 * Which part names the place: trailing parts that name a region or country ("SP", "Brasil")
 * narrow the places of the parts before them. The chosen part is, in this order of
 * preference: one whose best place lies in those regions; the strongest match (exact name,
 * start of name, start of a word, anywhere); not itself a region or country name (these
 * count only by their exact name: "Santos, São Paulo" is Santos in São Paulo state, "Rua
 * Augusta, São Paulo" is the city, "Rua Augusta, SP" is nothing); the rightmost. Parts with
 * only digits (numbers, postal codes) are never places.
 */
export function searchAddress(gazetteer: Gazetteer, query: string, limit: number): AddressSearch {
  const parts = addressParts(query).map(normalizePlaceText);
  const isNumber = parts.map((part) => /^[\d ]+$/.test(part));
  // Region and country parts at the end, postal codes and numbers among them ("São Paulo, SP, 01305-000").
  const isArea = parts.map(() => false);
  for (let part = parts.length - 1; part > 0; part -= 1) {
    if (isNumber[part]) continue;
    if (!gazetteer.isRegionOrCountry(parts[part] ?? '')) break;
    isArea[part] = true;
  }
  const all = range(0, parts.length);
  const areasAfter = (part: number): number[] => all.filter((after) => after > part && isArea[after]);

  let best: { readonly part: number; readonly rank: readonly number[]; readonly places: readonly number[] } | null = null;
  for (const part of [...all].reverse()) {
    const text = parts[part] ?? '';
    if (text.length < 2 || isNumber[part]) continue;
    const areas = areasAfter(part).map((area) => parts[area] ?? '');
    const matches = gazetteer.find(text, limit, areas);
    const top = matches[0];
    if (!top || (isArea[part] && top.tier < 4)) continue;
    const rank = [gazetteer.isWithin(top.index, areas) ? 1 : 0, top.tier, isArea[part] ? 0 : 1];
    if (best === null || isGreater(rank, best.rank)) best = { part, rank, places: matches.map((match) => match.index) };
  }
  if (!best) return NOTHING;
  // Region and country parts after the place are dropped: the place's own text names them.
  const dropped = new Set([best.part, ...areasAfter(best.part)]);
  return { places: best.places, keptParts: all.filter((part) => !dropped.has(part)) };
}

function isGreater(a: readonly number[], b: readonly number[]): boolean {
  const differs = a.findIndex((value, i) => value !== b[i]);
  return differs !== -1 && (a[differs] ?? 0) > (b[differs] ?? 0);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(to - from, 0) }, (_, i) => from + i);
}
