// Address search and geocoding (000 section 7: "a maps service provides address autocomplete
// and geocoding"). Implemented by the offline gazetteer and by Google Maps in adapters-browser;
// the road-screen issue adds directions.
import type { Result } from '../shared/result';

export interface PlaceSuggestion {
  /** Stable id of the suggestion within the adapter (for geocoding it). */
  readonly id: string;
  /** The text shown to the person, and stored as the address description. */
  readonly description: string;
}

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface GeocodedPlace extends GeoPoint {
  readonly description: string;
}

export type MapsFailure =
  | { readonly code: 'MAPS_UNAVAILABLE'; readonly detail: string }
  | { readonly code: 'MAPS_NOT_FOUND' };

export interface MapsService {
  /** Suggestions for what the person typed so far, best first (at most `limit`, default 5). */
  autocomplete(query: string, options?: { readonly language?: string; readonly limit?: number }): Promise<Result<readonly PlaceSuggestion[], MapsFailure>>;
  /** The coordinates of a picked suggestion. */
  geocode(suggestion: PlaceSuggestion): Promise<Result<GeocodedPlace, MapsFailure>>;
}

/** Address suggestions are asked for only from this many characters (000 section 5). */
export const ADDRESS_SUGGESTION_MIN_CHARS = 6;
