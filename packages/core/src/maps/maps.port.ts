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
  /**
   * The point stands for somewhere near the address, not the address itself (the offline
   * gazetteer placed it by a partly matching name, or at the business's area for a text that names
   * no place it knows); an import marks such rows as rough matches.
   */
  readonly approximate?: boolean;
}

export type MapsFailure =
  | { readonly code: 'MAPS_UNAVAILABLE'; readonly detail: string }
  | { readonly code: 'MAPS_NOT_FOUND' };

/** A driving route asked for: from the origin through every stop (as stopovers), ending at the last stop. */
export interface DirectionsRequest {
  readonly origin: GeoPoint;
  /** The stops in visiting order; the last one is the destination. */
  readonly stops: readonly GeoPoint[];
}

/** One stretch between consecutive points of the route. */
export interface DirectionsLeg {
  readonly from: GeoPoint;
  readonly to: GeoPoint;
  readonly distanceMetres: number;
  /** Driving time, when the service knows it. */
  readonly durationSeconds: number | null;
}

export interface Directions {
  readonly legs: readonly DirectionsLeg[];
  /** Points to draw the route through (straight segments for the offline service). */
  readonly path: readonly GeoPoint[];
  readonly distanceMetres: number;
  readonly durationSeconds: number | null;
  /** 'driving' from a directions service; 'straight-line' when distances are great-circle ones. */
  readonly kind: 'driving' | 'straight-line';
}

export interface MapsService {
  /** Suggestions for what the person typed so far, best first (at most `limit`, default 5). */
  autocomplete(query: string, options?: { readonly language?: string; readonly limit?: number }): Promise<Result<readonly PlaceSuggestion[], MapsFailure>>;
  /** The coordinates of a picked suggestion. */
  geocode(suggestion: PlaceSuggestion): Promise<Result<GeocodedPlace, MapsFailure>>;
}

/** Driving routes for the road screen. */
export interface DirectionsService {
  /** A driving route in driving mode with stopovers; more than 25 stops are asked in several requests. */
  directions(request: DirectionsRequest): Promise<Result<Directions, MapsFailure>>;
}

/** Where the road screen draws its map (a DOM element the web app owns). */
export interface MapMarker extends GeoPoint {
  readonly id: string;
  /** The stop's number in visiting order, or null for the person's own position. */
  readonly order: number | null;
  readonly label: string;
  /** Placed only roughly (on one point with other addresses): drawn apart from them and marked so. */
  readonly approximate?: boolean;
}

export interface MapView {
  /** Shows the route, the numbered stops and the person's position (null when unknown). */
  show(view: { readonly directions: Directions | null; readonly stops: readonly MapMarker[]; readonly position: GeoPoint | null }): void;
  destroy(): void;
}

export interface MapViewOptions {
  readonly center: GeoPoint | null;
  readonly language: string;
  /** Called with a stop's id when the person taps its marker (the road opens that client's card). */
  readonly onStopTap?: (stopId: string) => void;
}

/** Creates a map inside `container` (700 px high at most, zoom 10, centred on the position or 0,0). */
export type MapViewFactory = (container: unknown, options: MapViewOptions) => Promise<Result<MapView, MapsFailure>>;

/** Address suggestions are asked for only from this many characters (000 section 5). */
export const ADDRESS_SUGGESTION_MIN_CHARS = 6;
