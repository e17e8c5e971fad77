/// <reference types="google.maps" preserve="true" />
// Loads the Google Maps JavaScript API once, when VITE_GOOGLE_MAPS_API_KEY is set (spec decision 19),
// through @googlemaps/js-api-loader v2 (setOptions once, then importLibrary). The Google adapters
// take the loader as a function, so tests hand them a fake `google.maps` namespace instead, and
// the package (with Google's script) is fetched only when a Google adapter first needs it.
import type * as JsApiLoaderPackage from '@googlemaps/js-api-loader';
import { err, ok, type MapsFailure, type Result } from '@fieldteam/core';

/** The parts of `google.maps` the Google adapters use. */
export interface GoogleMapsApi {
  readonly Map: typeof google.maps.Map;
  readonly Polyline: typeof google.maps.Polyline;
  /** The classic marker: the advanced one needs a map id, and a map id ignores the `styles` that hide points of interest. */
  readonly Marker: typeof google.maps.Marker;
  readonly SymbolPath: typeof google.maps.SymbolPath;
  readonly Geocoder: typeof google.maps.Geocoder;
  readonly AutocompleteSuggestion: typeof google.maps.places.AutocompleteSuggestion;
  readonly DirectionsService: typeof google.maps.DirectionsService;
  readonly TravelMode: typeof google.maps.TravelMode;
}

/** Gives the loaded API, the same one on every call; a failed load is tried again on the next call. */
export type GoogleMapsLoader = () => Promise<Result<GoogleMapsApi, MapsFailure>>;

/** The two functions of @googlemaps/js-api-loader v2 (its old `Loader` class throws). */
export type JsApiLoader = Pick<typeof JsApiLoaderPackage, 'setOptions' | 'importLibrary'>;

export interface GoogleMapsLoaderOptions {
  readonly apiKey: string;
  /** The language of the map's own texts and of the answers; fixed once the script is loaded. */
  readonly language?: string;
  /** The API's release channel. */
  readonly version?: string;
  /** @googlemaps/js-api-loader by default (imported on first use, in its own chunk). */
  readonly jsApiLoader?: () => Promise<JsApiLoader>;
}

/**
 * A loader for the one Google Maps script of the page. The script can be configured only once per
 * page, so the app makes one loader and shares it between the Google adapters.
 */
export function googleMapsLoader(options: GoogleMapsLoaderOptions): GoogleMapsLoader {
  const loadPackage = options.jsApiLoader ?? (() => import('@googlemaps/js-api-loader'));
  let configured = false;
  let loading: Promise<Result<GoogleMapsApi, MapsFailure>> | null = null;

  const load = async (): Promise<Result<GoogleMapsApi, MapsFailure>> => {
    try {
      const { setOptions, importLibrary } = await loadPackage();
      if (!configured) {
        setOptions({ key: options.apiKey, v: options.version ?? 'weekly', ...(options.language ? { language: options.language } : {}) });
        configured = true;
      }
      const [core, maps, marker, places, geocoding, routes] = await Promise.all([
        importLibrary('core'),
        importLibrary('maps'),
        importLibrary('marker'),
        importLibrary('places'),
        importLibrary('geocoding'),
        importLibrary('routes'),
      ]);
      return ok({
        Map: maps.Map,
        Polyline: maps.Polyline,
        Marker: marker.Marker,
        SymbolPath: core.SymbolPath,
        Geocoder: geocoding.Geocoder,
        AutocompleteSuggestion: places.AutocompleteSuggestion,
        DirectionsService: routes.DirectionsService,
        TravelMode: routes.TravelMode,
      });
    } catch (error) {
      return err({ code: 'MAPS_UNAVAILABLE', detail: errorDetail(error) });
    }
  };

  return () => {
    loading ??= load().then((result) => {
      if (!result.ok) loading = null;
      return result;
    });
    return loading;
  };
}

/** The status Google's services reject with (MapsRequestError.code: "ZERO_RESULTS"...), else the message. */
export function errorDetail(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && code) return code;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

export const toLatLngLiteral = ({ latitude, longitude }: { readonly latitude: number; readonly longitude: number }): google.maps.LatLngLiteral => ({ lat: latitude, lng: longitude });

export const fromLatLng = (point: google.maps.LatLng): { readonly latitude: number; readonly longitude: number } => ({ latitude: point.lat(), longitude: point.lng() });
