// @vitest-environment jsdom
import type { GeoPoint, MapMarker, MapView } from '@fieldteam/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { straightLineDirections } from '../offline-directions.service';
import { googleMapViewFactory } from './google-map-view';
import { FakeGoogleMaps, type FakeMarker } from './testing/fake-google-maps';

const here: GeoPoint = { latitude: -23.5505, longitude: -46.6333 };
const stops: MapMarker[] = [
  { id: 'a', order: 1, label: 'Ana', latitude: -23.9608, longitude: -46.3336 },
  { id: 'b', order: 2, label: 'Bruno', latitude: -22.9056, longitude: -47.0608 },
];
const directions = { ...straightLineDirections({ origin: here, stops }), kind: 'driving' as const };

let google: FakeGoogleMaps;
let container: HTMLDivElement;

beforeEach(() => {
  google = new FakeGoogleMaps();
  document.body.replaceChildren();
  container = document.createElement('div');
  document.body.append(container);
});

async function open(center: GeoPoint | null = here): Promise<MapView> {
  const created = await googleMapViewFactory({ load: google.loader() })(container, { center, language: 'en' });
  if (!created.ok) throw new Error(created.error.code);
  return created.value;
}

const map = () => google.maps[0]!;
const shown = (markers: readonly FakeMarker[]) => markers.filter((m) => m.map === map());
const positionMarker = () => google.markers.find((m) => m.options.title === 'Your position')!;
const stopMarkers = () => shown(google.markers.filter((m) => m !== positionMarker()));

describe('the Google map view', () => {
  it('opens a map as high as its container, at most 700 px, at zoom 10 with only the zoom control and no points-of-interest labels', async () => {
    await open();
    expect(google.maps).toHaveLength(1);
    const { options, element } = map();
    expect(element.parentElement).toBe(container);
    expect(element.style.height).toBe('100%');
    expect(element.style.maxHeight).toBe('700px');
    expect(options.zoom).toBe(10);
    expect(options.disableDefaultUI).toBe(true);
    expect(options.zoomControl).toBe(true);
    expect(options.mapTypeControl ?? false).toBe(false);
    expect(options.streetViewControl ?? false).toBe(false);
    expect(options.styles).toEqual([{ featureType: 'poi', elementType: 'labels', stylers: [{ visibility: 'off' }] }]);
  });

  it('tells the page which stop was tapped', async () => {
    const tapped: string[] = [];
    const created = await googleMapViewFactory({ load: google.loader() })(container, { center: here, language: 'en', onStopTap: (id) => tapped.push(id) });
    if (!created.ok) throw new Error(created.error.code);
    created.value.show({ directions, stops, position: here });
    stopMarkers().find((m) => m.options.title === '2. Bruno')!.click();
    expect(tapped).toEqual(['b']);
    expect(stopMarkers().every((m) => m.options.clickable)).toBe(true);
  });

  it('centres on the position, or on 0,0 until the first position is shown', async () => {
    await open(here);
    expect(map().center).toEqual({ lat: here.latitude, lng: here.longitude });
    google = new FakeGoogleMaps();
    const view = await open(null);
    expect(map().center).toEqual({ lat: 0, lng: 0 });
    view.show({ directions: null, stops: [], position: here });
    expect(map().center).toEqual({ lat: here.latitude, lng: here.longitude });
    // Later positions move the marker, not the map the person may have panned.
    view.show({ directions: null, stops: [], position: { latitude: -23.6, longitude: -46.7 } });
    expect(map().center).toEqual({ lat: here.latitude, lng: here.longitude });
  });

  it('moves one live position marker on every show, and hides it when the position is unknown', async () => {
    const view = await open();
    view.show({ directions, stops, position: here });
    view.show({ directions, stops, position: { latitude: -23.56, longitude: -46.64 } });
    const marker = positionMarker();
    expect(google.markers.filter((m) => m.options.title === 'Your position')).toHaveLength(1);
    expect(marker.map).toBe(map());
    expect(marker.position).toEqual({ lat: -23.56, lng: -46.64 });
    expect(marker.history.slice(-2)).toEqual([
      { lat: here.latitude, lng: here.longitude },
      { lat: -23.56, lng: -46.64 },
    ]);
    expect(marker.options.icon).toMatchObject({ path: 0 });
    view.show({ directions, stops, position: null });
    expect(marker.map).toBeNull();
  });

  it('shows the stops as numbered markers in visiting order, replacing the previous ones', async () => {
    const view = await open();
    view.show({ directions, stops, position: here });
    expect(stopMarkers().map((m) => [m.options.label, m.options.title, m.position])).toEqual([
      [{ text: '1', color: '#ffffff', fontWeight: '700' }, '1. Ana', { lat: stops[0]!.latitude, lng: stops[0]!.longitude }],
      [{ text: '2', color: '#ffffff', fontWeight: '700' }, '2. Bruno', { lat: stops[1]!.latitude, lng: stops[1]!.longitude }],
    ]);
    view.show({ directions: null, stops: stops.slice(1), position: here });
    expect(stopMarkers().map((m) => m.options.title)).toEqual(['2. Bruno']);
  });

  it('draws the route through its path as one line, updated on every show', async () => {
    const view = await open();
    view.show({ directions, stops, position: here });
    expect(google.polylines).toHaveLength(1);
    expect(google.polylines[0]!.path).toHaveLength(3);
    view.show({ directions: straightLineDirections({ origin: here, stops: stops.slice(0, 1) }), stops: stops.slice(0, 1), position: here });
    expect(google.polylines).toHaveLength(1);
    expect(google.polylines[0]!.path).toHaveLength(2);
    view.show({ directions: null, stops, position: here });
    expect(google.polylines[0]!.map).toBeNull();
  });

  it('takes everything off the map and empties the container on destroy', async () => {
    const view = await open();
    view.show({ directions, stops, position: here });
    view.destroy();
    expect(google.markers.every((m) => m.map === null)).toBe(true);
    expect(google.polylines[0]!.map).toBeNull();
    expect(container.childNodes).toHaveLength(0);
    view.show({ directions, stops, position: here });
    expect(google.markers.every((m) => m.map === null)).toBe(true);
  });

  it('fails with MAPS_UNAVAILABLE when the API cannot be loaded or the container is not an element', async () => {
    const failing = googleMapViewFactory({ load: async () => ({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'no network' } }) });
    expect(await failing(container, { center: null, language: 'en' })).toEqual({ ok: false, error: { code: 'MAPS_UNAVAILABLE', detail: 'no network' } });
    const created = await googleMapViewFactory({ load: google.loader() })('#map', { center: null, language: 'en' });
    expect(created.ok || created.error.code).toBe('MAPS_UNAVAILABLE');
    expect(google.maps).toEqual([]);
  });
});
