// The road screen's Google map (001 section 2): 700 px high, zoom 10, centred on the person's
// position or on 0,0, only the zoom control, no points-of-interest labels; the route as a line,
// the stops as numbered markers and the person's position as a live marker moved on every show().
// The route comes in as core's Directions (so Google's and the offline directions draw alike).
import { err, ok, type GeoPoint, type MapMarker, type MapView, type MapViewFactory } from '@fieldteam/core';
import { defaultMapTexts, type MapTexts } from '../map-texts';
import { MAP_HEIGHT_PX } from '../svg-map-view';
import { toLatLngLiteral, type GoogleMapsApi, type GoogleMapsLoader } from './google-maps.loader';

const GOOGLE_MAP_ZOOM = 10;

/** No points-of-interest labels (001 section 2). */
const HIDE_POINTS_OF_INTEREST: google.maps.MapTypeStyle[] = [{ featureType: 'poi', elementType: 'labels', stylers: [{ visibility: 'off' }] }];

/** The position marker stays above every stop marker. */
const POSITION_Z_INDEX = 1_000_000;
const COLOURS = { route: '#1a73e8', stop: '#c5221f', position: '#1a73e8', halo: '#ffffff' } as const;

export interface GoogleMapViewOptions {
  readonly load: GoogleMapsLoader;
  /** The position marker's name; built-in texts in the four product languages by default. */
  readonly texts?: (language: string) => MapTexts;
}

/** A MapViewFactory drawing on Google Maps, loaded through `load`. */
export function googleMapViewFactory(options: GoogleMapViewOptions): MapViewFactory {
  const texts = options.texts ?? defaultMapTexts;
  return async (container, { center, language, onStopTap }) => {
    if (!isElement(container)) return err({ code: 'MAPS_UNAVAILABLE', detail: 'The map container is not a DOM element.' });
    const loaded = await options.load();
    if (!loaded.ok) return loaded;
    return ok(new GoogleMapView(loaded.value, container, center, texts(language), onStopTap));
  };
}

function isElement(value: unknown): value is HTMLElement {
  return typeof value === 'object' && value !== null && (value as Partial<Node>).nodeType === 1 && typeof (value as Partial<Node>).appendChild === 'function';
}

export class GoogleMapView implements MapView {
  private readonly element: HTMLDivElement;
  private readonly map: google.maps.Map;
  private readonly positionMarker: google.maps.Marker;
  private route: google.maps.Polyline | null = null;
  private stops: google.maps.Marker[] = [];
  /** A map opened before the position was known is centred on the first position shown, once. */
  private centred: boolean;
  private destroyed = false;

  constructor(
    private readonly api: GoogleMapsApi,
    container: HTMLElement,
    center: GeoPoint | null,
    private readonly texts: MapTexts,
    private readonly onStopTap?: (stopId: string) => void,
  ) {
    this.element = container.ownerDocument.createElement('div');
    this.element.style.width = '100%';
    // As high as the page makes its container (700 px on a wide screen, less on a phone's), never more.
    this.element.style.height = '100%';
    this.element.style.maxHeight = `${MAP_HEIGHT_PX}px`;
    container.append(this.element);
    this.centred = center !== null;
    this.map = new api.Map(this.element, {
      center: toLatLngLiteral(center ?? { latitude: 0, longitude: 0 }),
      zoom: GOOGLE_MAP_ZOOM,
      disableDefaultUI: true,
      zoomControl: true,
      clickableIcons: false,
      styles: HIDE_POINTS_OF_INTEREST,
    });
    this.positionMarker = new api.Marker({
      map: null,
      title: texts.position,
      zIndex: POSITION_Z_INDEX,
      icon: { path: api.SymbolPath.CIRCLE, scale: 8, fillColor: COLOURS.position, fillOpacity: 1, strokeColor: COLOURS.halo, strokeWeight: 3 },
    });
  }

  show({ directions, stops, position }: Parameters<MapView['show']>[0]): void {
    if (this.destroyed) return;
    this.showPosition(position);
    this.showStops(stops);
    const path = directions?.path ?? [];
    if (path.length > 1) {
      const points = path.map(toLatLngLiteral);
      if (this.route) this.route.setPath(points);
      else this.route = new this.api.Polyline({ map: this.map, path: points, strokeColor: COLOURS.route, strokeOpacity: 0.8, strokeWeight: 5 });
      this.route.setMap(this.map);
    } else {
      this.route?.setMap(null);
    }
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.positionMarker.setMap(null);
    this.stops.forEach((marker) => marker.setMap(null));
    this.stops = [];
    this.route?.setMap(null);
    this.element.remove();
  }

  private showPosition(position: GeoPoint | null): void {
    if (!position) {
      this.positionMarker.setMap(null);
      return;
    }
    const at = toLatLngLiteral(position);
    this.positionMarker.setPosition(at);
    if (this.positionMarker.getMap() !== this.map) this.positionMarker.setMap(this.map);
    if (!this.centred) {
      this.map.setCenter(at);
      this.centred = true;
    }
  }

  private showStops(stops: readonly MapMarker[]): void {
    this.stops.forEach((marker) => marker.setMap(null));
    this.stops = stops.map((stop, index) => {
      const number = stop.order ?? index + 1;
      const marker = new this.api.Marker({
        map: this.map,
        position: toLatLngLiteral(stop),
        label: { text: String(number), color: COLOURS.halo, fontWeight: '700' },
        title: `${number}. ${stop.label}${stop.approximate ? ` (${this.texts.approximate})` : ''}`,
        // Earlier stops above later ones where they overlap.
        zIndex: stops.length - index,
        clickable: this.onStopTap !== undefined,
      });
      const tapped = this.onStopTap;
      if (tapped) marker.addListener('click', () => tapped(stop.id));
      return marker;
    });
  }
}
