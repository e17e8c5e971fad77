// The default maps service (spec decision 19): address autocomplete and geocoding with no key and
// no network, from the bundled gazetteer of real places. The gazetteer is loaded on the first
// call, from its own chunk, so the app's first load does not carry it.
import type { GeoPoint, GeocodedPlace, MapsFailure, MapsService, PlaceSuggestion, Result } from '@fieldteam/core';
import { checkAddress, err, ok } from '@fieldteam/core';
import { systemEpochClock, type EpochClock } from '../clock/epoch-clock';
import { type AddressSearch, addressParts, addressSearchKey, searchAddress } from './address-query';
import { type Gazetteer, loadBundledGazetteer, normalizePlaceText } from './gazetteer';
import { describeAddress } from './place-description';

/** Suggestions are kept this long (000 section 7: "suggestions cached 24 hours"). */
export const SUGGESTION_CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX_ENTRIES = 500;
const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 20;
const ID_PREFIX = 'offline:';
/** The id of the "as typed" suggestion, placed at the fallback position. */
export const AS_TYPED_ID = `${ID_PREFIX}as-typed`;
/** São Paulo's centre (Praça da Sé): where an address the gazetteer cannot place is put by default. */
export const DEFAULT_FALLBACK_POSITION: GeoPoint = { latitude: -23.5505, longitude: -46.6333 };

export interface OfflineMapsOptions {
  /** For the suggestion cache's 24 hours (a core Clock fits); Date.now() by default. */
  readonly clock?: EpochClock;
  /** Where the places come from; the bundled gazetteer, loaded lazily, by default. */
  readonly loadGazetteer?: () => Promise<Gazetteer>;
  /** Where an address that names no known place is put (the business's area); São Paulo by default. */
  readonly fallbackPosition?: GeoPoint;
}

export class OfflineMapsService implements MapsService {
  private readonly clock: EpochClock;
  private readonly loadGazetteer: () => Promise<Gazetteer>;
  private readonly fallbackPosition: GeoPoint;
  private gazetteer: Promise<Gazetteer> | null = null;
  /** Searches by normalised query and limit; the descriptions are rebuilt from each call's own text. */
  private readonly cache = new Map<string, { readonly expiresAt: number; readonly search: AddressSearch }>();

  constructor(options: OfflineMapsOptions = {}) {
    this.clock = options.clock ?? systemEpochClock;
    this.loadGazetteer = options.loadGazetteer ?? loadBundledGazetteer;
    this.fallbackPosition = options.fallbackPosition ?? DEFAULT_FALLBACK_POSITION;
  }

  async autocomplete(query: string, options: { readonly language?: string; readonly limit?: number } = {}): Promise<Result<readonly PlaceSuggestion[], MapsFailure>> {
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
    const loaded = await this.gazetteerOrFailure();
    if (!loaded.ok) return loaded;
    const gazetteer = loaded.value;
    const search = this.cachedSearch(gazetteer, query, limit);
    const parts = addressParts(query);
    const kept = search.keptParts.map((part) => parts[part] ?? '');
    const suggestions: PlaceSuggestion[] = [];
    for (const index of search.places) {
      const place = gazetteer.places[index];
      const description = place && describeAddress(kept, place, options.language);
      if (description) suggestions.push({ id: `${ID_PREFIX}${index}`, description });
    }
    // The gazetteer knows places, not streets: a street that names no known place ("Avenida
    // Paulista, 1000") is still offered as typed, so the form can be completed with no network.
    const typed = query.trim().replace(/\s+/g, ' ');
    if (suggestions.length === 0 && checkAddress(typed) === null) suggestions.push({ id: AS_TYPED_ID, description: typed });
    return ok(suggestions);
  }

  /**
   * The coordinates are the gazetteer place's (the fallback position for an "as typed" suggestion
   * that names no place): for "Rua Augusta, 500, São Paulo" they are São
   * Paulo's, not the street's, because the gazetteer has no streets. A point placed by default
   * (the text names no place) or by a name the text only partly matches is marked approximate. A suggestion this
   * service did not make (or made from another version of the data) is looked up by its text.
   */
  async geocode(suggestion: PlaceSuggestion): Promise<Result<GeocodedPlace, MapsFailure>> {
    const loaded = await this.gazetteerOrFailure();
    if (!loaded.ok) return loaded;
    const gazetteer = loaded.value;
    const index = suggestion.id.startsWith(ID_PREFIX) ? Number(suggestion.id.slice(ID_PREFIX.length)) : Number.NaN;
    let place = Number.isInteger(index) ? gazetteer.places[index] : undefined;
    if (place && !addressSearchKey(suggestion.description).includes(addressSearchKey(place.name))) place = undefined;
    if (!place) {
      const best = searchAddress(gazetteer, suggestion.description, 1).places[0];
      place = best === undefined ? undefined : gazetteer.places[best];
    }
    if (!place && suggestion.id === AS_TYPED_ID) return ok({ description: suggestion.description, ...this.fallbackPosition, approximate: true });
    if (!place) return err({ code: 'MAPS_NOT_FOUND' });
    // Placed by a name the text only partly matches ("Sao Paol" for São Paulo): near, not sure.
    const named = addressParts(suggestion.description).some((part) => normalizePlaceText(part) === normalizePlaceText(place.name));
    return ok({ description: suggestion.description, latitude: place.latitude, longitude: place.longitude, ...(named ? {} : { approximate: true }) });
  }

  /**
   * Loads the gazetteer now rather than on the first call: an import's dry run asks for it while
   * the person matches the file's columns. A failure is kept for that first call to answer.
   */
  async ready(): Promise<void> {
    await this.gazetteerOrFailure();
  }

  private async gazetteerOrFailure(): Promise<Result<Gazetteer, MapsFailure>> {
    this.gazetteer ??= this.loadGazetteer();
    try {
      return ok(await this.gazetteer);
    } catch (error) {
      // Next call tries again (a chunk that failed to download may load later).
      this.gazetteer = null;
      return err({ code: 'MAPS_UNAVAILABLE', detail: error instanceof Error ? error.message : String(error) });
    }
  }

  private cachedSearch(gazetteer: Gazetteer, query: string, limit: number): AddressSearch {
    const now = this.clock.now().epochMilliseconds;
    const key = `${limit}|${addressSearchKey(query)}`;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > now) return cached.search;
    this.cache.delete(key);
    const search = searchAddress(gazetteer, query, limit);
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(key, { expiresAt: now + SUGGESTION_CACHE_MS, search });
    return search;
  }
}
