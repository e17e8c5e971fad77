// A hand-written fake of the parts of `google.maps` the Google adapters use: it records every
// construction and call, and answers services the way the test says. Only what the adapters touch
// is modelled; the casts to Google's class types happen here, once.
import type { GoogleMapsApi, GoogleMapsLoader } from '../google-maps.loader';

export interface FakeLatLng {
  lat(): number;
  lng(): number;
}

export const fakeLatLng = (lat: number, lng: number): FakeLatLng => ({ lat: () => lat, lng: () => lng });

type LatLngInput = google.maps.LatLng | google.maps.LatLngLiteral | null | undefined;

/** Reads a position the adapters passed (they pass literals). */
export function literal(position: LatLngInput): google.maps.LatLngLiteral | null {
  if (!position) return null;
  return typeof position.lat === 'function' ? { lat: (position as google.maps.LatLng).lat(), lng: (position as google.maps.LatLng).lng() } : (position as google.maps.LatLngLiteral);
}

export class FakeMap {
  center: google.maps.LatLngLiteral | null;
  constructor(
    readonly element: HTMLElement,
    readonly options: google.maps.MapOptions,
  ) {
    this.center = literal(options.center);
  }
  setCenter(center: LatLngInput): void {
    this.center = literal(center);
  }
}

export class FakeMarker {
  map: unknown;
  position: google.maps.LatLngLiteral | null;
  readonly history: (google.maps.LatLngLiteral | null)[] = [];
  constructor(readonly options: google.maps.MarkerOptions) {
    this.map = options.map ?? null;
    this.position = literal(options.position);
    this.history.push(this.position);
  }
  setPosition(position: LatLngInput): void {
    this.position = literal(position);
    this.history.push(this.position);
  }
  setMap(map: unknown): void {
    this.map = map;
  }
  getMap(): unknown {
    return this.map;
  }
  private readonly listeners = new Map<string, (() => void)[]>();
  addListener(event: string, handler: () => void): { remove(): void } {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), handler]);
    return { remove: () => this.listeners.set(event, (this.listeners.get(event) ?? []).filter((h) => h !== handler)) };
  }
  /** What a tap on the marker does. */
  click(): void {
    for (const handler of this.listeners.get('click') ?? []) handler();
  }
}

export class FakePolyline {
  map: unknown;
  path: google.maps.LatLngLiteral[];
  constructor(readonly options: google.maps.PolylineOptions) {
    this.map = options.map ?? null;
    this.path = ((options.path ?? []) as LatLngInput[]).map((p) => literal(p)!);
  }
  setPath(path: LatLngInput[]): void {
    this.path = path.map((p) => literal(p)!);
  }
  setMap(map: unknown): void {
    this.map = map;
  }
}

/** A request failure as Google's promise-based services reject: a MapsRequestError with a status code. */
export function requestError(code: string): Error {
  return Object.assign(new Error(`${code}: request failed`), { code, endpoint: 'TEST' });
}

type AutocompleteAnswer = { suggestions: { placePrediction: { placeId: string; text: { text: string } } | null }[] };

/** A route that drives straight through what was asked: 1 km and 60 s per leg, the points as overview path. */
export function straightRoute(request: google.maps.DirectionsRequest): google.maps.DirectionsResult {
  const points = [request.origin, ...(request.waypoints ?? []).map((w) => w.location), request.destination].map((p) => literal(p as google.maps.LatLngLiteral)!);
  const legs = points.slice(1).map((to, i) => ({
    start_location: fakeLatLng(points[i]!.lat, points[i]!.lng),
    end_location: fakeLatLng(to.lat, to.lng),
    distance: { value: 1000, text: '1 km' },
    duration: { value: 60, text: '1 min' },
  }));
  return { routes: [{ legs, overview_path: points.map((p) => fakeLatLng(p.lat, p.lng)) }] } as unknown as google.maps.DirectionsResult;
}

export class FakeGoogleMaps {
  readonly maps: FakeMap[] = [];
  readonly markers: FakeMarker[] = [];
  readonly polylines: FakePolyline[] = [];
  readonly directionsRequests: google.maps.DirectionsRequest[] = [];
  readonly autocompleteRequests: google.maps.places.AutocompleteRequest[] = [];
  readonly geocodeRequests: google.maps.GeocoderRequest[] = [];

  /** How DirectionsService.route answers. */
  route: (request: google.maps.DirectionsRequest) => Promise<google.maps.DirectionsResult> = async (request) => straightRoute(request);
  /** How AutocompleteSuggestion.fetchAutocompleteSuggestions answers: by default one suggestion echoing the input. */
  autocomplete: (request: google.maps.places.AutocompleteRequest) => Promise<AutocompleteAnswer> = async (request) => ({
    suggestions: [{ placePrediction: { placeId: `place-${request.input}`, text: { text: `${request.input}, Brazil` } } }],
  });
  /** How Geocoder.geocode answers. */
  geocode: (request: google.maps.GeocoderRequest) => Promise<{ results: { geometry: { location: FakeLatLng }; formatted_address: string }[] }> = async () => ({
    results: [{ geometry: { location: fakeLatLng(-23.55, -46.63) }, formatted_address: 'São Paulo, SP, Brazil' }],
  });

  /** The namespace the adapters see. */
  api(): GoogleMapsApi {
    // The classes below are Google's shape; what they do is recorded on this fake.
    const { maps, markers, polylines, directionsRequests, autocompleteRequests, geocodeRequests } = this;
    const answers = {
      route: (request: google.maps.DirectionsRequest) => this.route(request),
      autocomplete: (request: google.maps.places.AutocompleteRequest) => this.autocomplete(request),
      geocode: (request: google.maps.GeocoderRequest) => this.geocode(request),
    };
    class Map extends FakeMap {
      constructor(element: HTMLElement, options: google.maps.MapOptions) {
        super(element, options);
        maps.push(this);
      }
    }
    class Marker extends FakeMarker {
      constructor(options: google.maps.MarkerOptions) {
        super(options);
        markers.push(this);
      }
    }
    class Polyline extends FakePolyline {
      constructor(options: google.maps.PolylineOptions) {
        super(options);
        polylines.push(this);
      }
    }
    class Geocoder {
      geocode(request: google.maps.GeocoderRequest) {
        geocodeRequests.push(request);
        return answers.geocode(request);
      }
    }
    class DirectionsService {
      route(request: google.maps.DirectionsRequest) {
        directionsRequests.push(structuredClone(request));
        return answers.route(request);
      }
    }
    const AutocompleteSuggestion = {
      fetchAutocompleteSuggestions(request: google.maps.places.AutocompleteRequest) {
        autocompleteRequests.push(request);
        return answers.autocomplete(request);
      },
    };
    return {
      Map: Map as unknown as GoogleMapsApi['Map'],
      Marker: Marker as unknown as GoogleMapsApi['Marker'],
      Polyline: Polyline as unknown as GoogleMapsApi['Polyline'],
      Geocoder: Geocoder as unknown as GoogleMapsApi['Geocoder'],
      DirectionsService: DirectionsService as unknown as GoogleMapsApi['DirectionsService'],
      AutocompleteSuggestion: AutocompleteSuggestion as unknown as GoogleMapsApi['AutocompleteSuggestion'],
      SymbolPath: { CIRCLE: 0 } as unknown as GoogleMapsApi['SymbolPath'],
      TravelMode: { DRIVING: 'DRIVING', WALKING: 'WALKING', BICYCLING: 'BICYCLING', TRANSIT: 'TRANSIT', TWO_WHEELER: 'TWO_WHEELER' } as unknown as GoogleMapsApi['TravelMode'],
    };
  }

  /** A loader that gives this fake, counting the loads. */
  loader(): GoogleMapsLoader & { readonly calls: () => number } {
    let calls = 0;
    const api = this.api();
    return Object.assign(
      async () => {
        calls += 1;
        return { ok: true as const, value: api };
      },
      { calls: () => calls },
    );
  }
}
