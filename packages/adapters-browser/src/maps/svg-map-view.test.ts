// @vitest-environment jsdom
import type { GeoPoint, MapMarker, MapView } from '@fieldteam/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultMapTexts } from './map-texts';
import { straightLineDirections } from './offline-directions.service';
import { createSvgMapView, fitProjection, svgMapViewFactory } from './svg-map-view';

const here: GeoPoint = { latitude: -23.5505, longitude: -46.6333 };
const stops: MapMarker[] = [
  { id: 'c-santos', order: 1, label: 'Ana — Santos', latitude: -23.9608, longitude: -46.3336 },
  { id: 'c-campinas', order: 2, label: 'Bruno — Campinas', latitude: -22.9056, longitude: -47.0608 },
  { id: 'c-jundiai', order: 3, label: '<b>Carla</b> & Co', latitude: -23.1857, longitude: -46.8978 },
];
const directions = straightLineDirections({ origin: here, stops });

let container: HTMLDivElement;

beforeEach(() => {
  document.body.replaceChildren();
  container = document.createElement('div');
  document.body.append(container);
});

async function mapIn(element: HTMLElement, language = 'en'): Promise<MapView> {
  const created = await createSvgMapView(element, { center: here, language });
  if (!created.ok) throw new Error(created.error.code);
  return created.value;
}

const svg = (): SVGSVGElement => container.querySelector('svg')!;
const stopNumbers = (): string[] =>
  [...container.querySelectorAll('[data-marker="stop"]')].map((g) => g.querySelector('text')!.textContent!).sort((a, b) => Number(a) - Number(b));

describe('the SVG map view', () => {
  it('draws an accessible image, 700 px high and as wide as its container', async () => {
    const view = await mapIn(container);
    view.show({ directions, stops, position: here });
    expect(svg().getAttribute('role')).toBe('img');
    expect(svg().style.height).toBe('700px');
    expect(svg().style.width).toBe('100%');
    const distance = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(directions.distanceMetres / 1000);
    expect(svg().getAttribute('aria-label')).toBe(`3 stops, ${distance}`);
    expect(svg().querySelector(':scope > title')!.textContent).toBe(`3 stops, ${distance}`);
  });

  it('numbers the stops in the order given, each with its label as a title', async () => {
    const view = await mapIn(container);
    view.show({ directions, stops, position: here });
    const groups = [...container.querySelectorAll('[data-marker="stop"]')];
    const byId = new Map(groups.map((g) => [g.getAttribute('data-stop-id'), g]));
    expect(byId.get('c-santos')!.querySelector('text')!.textContent).toBe('1');
    expect(byId.get('c-campinas')!.querySelector('text')!.textContent).toBe('2');
    expect(byId.get('c-jundiai')!.querySelector('title')!.textContent).toBe('3. <b>Carla</b> & Co');
    // Text stays text: no element was made from a label.
    expect(container.querySelector('b')).toBeNull();
  });

  it('numbers stops without an order by their place in the list', async () => {
    const view = await mapIn(container);
    view.show({ directions: null, stops: stops.map((stop) => ({ ...stop, order: null })), position: null });
    expect(stopNumbers()).toEqual(['1', '2', '3']);
  });

  it('shows the person’s position as its own marker', async () => {
    const view = await mapIn(container);
    view.show({ directions, stops, position: here });
    const marker = container.querySelectorAll('[data-marker="position"]');
    expect(marker).toHaveLength(1);
    expect(marker[0]!.querySelector('title')!.textContent).toBe('Your position');
    view.show({ directions: null, stops, position: null });
    expect(container.querySelector('[data-marker="position"]')).toBeNull();
  });

  it('draws the route through the points and writes the total distance, straight-line ones as such', async () => {
    const view = await mapIn(container);
    view.show({ directions, stops, position: here });
    const route = container.querySelector('polyline')!;
    expect(route.getAttribute('points')!.split(' ')).toHaveLength(4);
    expect(route.getAttribute('stroke-dasharray')).not.toBeNull();
    const distance = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(directions.distanceMetres / 1000);
    expect(container.querySelector('[data-total-distance]')!.textContent).toBe(`Total: ${distance} (in a straight line)`);
  });

  it('formats the distance and writes its words in the view’s language', async () => {
    const view = await mapIn(container, 'pt-BR');
    view.show({ directions: { ...directions, distanceMetres: 12_345 }, stops, position: here });
    expect(container.querySelector('[data-total-distance]')!.textContent).toBe('Total: 12,3 km (em linha reta)');
    expect(svg().getAttribute('aria-label')).toBe('3 paradas, 12,3 km');
    expect(container.querySelector('[data-marker="position"] title')!.textContent).toBe('Sua posição');
  });

  it('takes the texts the app gives it', async () => {
    const texts = { ...defaultMapTexts('en'), position: 'Me' };
    const created = await svgMapViewFactory({ texts: () => texts })(container, { center: null, language: 'en' });
    if (!created.ok) throw new Error(created.error.code);
    created.value.show({ directions: null, stops: [], position: here });
    expect(container.querySelector('[data-marker="position"] title')!.textContent).toBe('Me');
  });

  it('replaces the previous drawing on every show', async () => {
    const view = await mapIn(container);
    view.show({ directions, stops, position: here });
    view.show({ directions: straightLineDirections({ origin: here, stops: stops.slice(0, 1) }), stops: stops.slice(0, 1), position: here });
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    expect(stopNumbers()).toEqual(['1']);
    expect(container.querySelectorAll('polyline')).toHaveLength(1);
    expect(container.querySelectorAll('[data-marker="position"]')).toHaveLength(1);
    expect(svg().getAttribute('aria-label')).toMatch(/^1 stop, /);
  });

  it('draws an empty map before anything is known', async () => {
    await mapIn(container);
    expect(svg().getAttribute('aria-label')).toBe('0 stops');
    expect(container.querySelector('[data-marker]')).toBeNull();
  });

  it('empties the container on destroy and ignores later shows', async () => {
    const view = await mapIn(container);
    view.show({ directions, stops, position: here });
    view.destroy();
    expect(container.childNodes).toHaveLength(0);
    view.show({ directions, stops, position: here });
    expect(container.childNodes).toHaveLength(0);
  });

  it('refuses a container that is not an element', async () => {
    const created = await createSvgMapView({}, { center: null, language: 'en' });
    expect(created.ok || created.error.code).toBe('MAPS_UNAVAILABLE');
  });
});

describe('fitProjection', () => {
  it('keeps every point inside the drawing, north up and east right', () => {
    const points = [here, ...stops];
    const project = fitProjection(points, 1000, 700);
    for (const point of points) {
      const { x, y } = project(point);
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(960);
      expect(y).toBeGreaterThanOrEqual(40);
      expect(y).toBeLessThanOrEqual(636);
    }
    const campinas = project(stops[1]!);
    const santos = project(stops[0]!);
    expect(campinas.y).toBeLessThan(santos.y);
    expect(campinas.x).toBeLessThan(santos.x);
  });

  it('puts a single point in the middle', () => {
    expect(fitProjection([here], 1000, 700)(here)).toEqual({ x: 500, y: 338 });
  });
});
