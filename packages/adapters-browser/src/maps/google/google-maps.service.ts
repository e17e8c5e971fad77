// Address autocomplete and geocoding from Google (spec decision 19), for the address fields. Places
// Autocomplete (New) suggests; the suggestion picked is geocoded by its place id. Keystrokes are
// debounced 200 ms (only the last query of a burst is asked, and every caller of the burst gets
// its answer) and answers are kept 24 h per query (000 section 7), which bounds what typing costs.
import { err, ok, type GeocodedPlace, type MapsFailure, type MapsService, type PlaceSuggestion, type Result } from '@fieldteam/core';
import { systemEpochClock, type EpochClock } from '../../clock/epoch-clock';
import { browserTimers, type TimerHandle, type Timers } from '../../clock/timers';
import { errorDetail, fromLatLng, type GoogleMapsLoader } from './google-maps.loader';

const AUTOCOMPLETE_DEBOUNCE_MS = 200;
/** 000 section 7: "suggestions cached 24 hours". */
const GOOGLE_SUGGESTION_CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX_ENTRIES = 500;
const DEFAULT_LIMIT = 5;
/** Statuses that mean "no such place", not "the service failed". */
const NOT_FOUND_STATUSES = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

export interface GoogleMapsServiceOptions {
  readonly load: GoogleMapsLoader;
  /** For the 24 h suggestion cache (a core Clock fits); Date.now() by default. */
  readonly clock?: EpochClock;
  /** For the 200 ms debounce; the browser's timers by default. */
  readonly timers?: Timers;
}

type AutocompleteOptions = { readonly language?: string; readonly limit?: number };
type Suggestions = Result<readonly PlaceSuggestion[], MapsFailure>;

interface Burst {
  query: string;
  options: AutocompleteOptions;
  timer: TimerHandle;
  readonly waiting: ((result: Suggestions) => void)[];
}

export class GoogleMapsService implements MapsService {
  private readonly clock: EpochClock;
  private readonly timers: Timers;
  private burst: Burst | null = null;
  private readonly cache = new Map<string, { readonly expiresAt: number; readonly suggestions: readonly PlaceSuggestion[] }>();

  constructor(private readonly options: GoogleMapsServiceOptions) {
    this.clock = options.clock ?? systemEpochClock;
    this.timers = options.timers ?? browserTimers;
  }

  autocomplete(query: string, options: AutocompleteOptions = {}): Promise<Suggestions> {
    return new Promise((resolve) => {
      const burst = this.burst;
      if (burst) {
        this.timers.clearTimeout(burst.timer);
        burst.query = query;
        burst.options = options;
        burst.waiting.push(resolve);
        burst.timer = this.timers.setTimeout(() => void this.answer(burst), AUTOCOMPLETE_DEBOUNCE_MS);
      } else {
        const started: Burst = { query, options, waiting: [resolve], timer: this.timers.setTimeout(() => void this.answer(started), AUTOCOMPLETE_DEBOUNCE_MS) };
        this.burst = started;
      }
    });
  }

  async geocode(suggestion: PlaceSuggestion): Promise<Result<GeocodedPlace, MapsFailure>> {
    const loaded = await this.options.load();
    if (!loaded.ok) return loaded;
    // A suggestion from elsewhere (another service, or typed text) has no Google place id.
    const byPlaceId = suggestion.id !== '' && !suggestion.id.includes(':');
    try {
      const { results } = await new loaded.value.Geocoder().geocode(byPlaceId ? { placeId: suggestion.id } : { address: suggestion.description });
      const first = results[0];
      if (!first) return err({ code: 'MAPS_NOT_FOUND' });
      // The description stays the text the person picked; it is what the address shows.
      return ok({ description: suggestion.description, ...fromLatLng(first.geometry.location) });
    } catch (error) {
      const detail = errorDetail(error);
      return NOT_FOUND_STATUSES.has(detail) ? err({ code: 'MAPS_NOT_FOUND' }) : err({ code: 'MAPS_UNAVAILABLE', detail });
    }
  }

  private async answer(burst: Burst): Promise<void> {
    if (this.burst === burst) this.burst = null;
    const result = await this.suggest(burst.query, burst.options);
    burst.waiting.forEach((resolve) => resolve(result));
  }

  private async suggest(query: string, { language, limit = DEFAULT_LIMIT }: AutocompleteOptions): Promise<Suggestions> {
    const input = query.trim().replace(/\s+/g, ' ');
    if (input === '') return ok([]);
    const count = Math.max(Math.trunc(limit), 1);
    const key = `${language ?? ''}|${input.toLowerCase()}`;
    const now = this.clock.now().epochMilliseconds;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > now) return ok(cached.suggestions.slice(0, count));
    this.cache.delete(key);

    const loaded = await this.options.load();
    if (!loaded.ok) return loaded;
    let suggestions: PlaceSuggestion[];
    try {
      const answer = await loaded.value.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input, ...(language ? { language } : {}) });
      suggestions = answer.suggestions.flatMap(({ placePrediction }) => (placePrediction ? [{ id: placePrediction.placeId, description: placePrediction.text.text }] : []));
    } catch (error) {
      return err({ code: 'MAPS_UNAVAILABLE', detail: errorDetail(error) });
    }
    if (this.cache.size >= CACHE_MAX_ENTRIES) {
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.set(key, { expiresAt: now + GOOGLE_SUGGESTION_CACHE_MS, suggestions });
    return ok(suggestions.slice(0, count));
  }
}
