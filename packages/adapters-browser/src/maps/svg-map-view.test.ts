// @vitest-environment jsdom
import type { GeoPoint, MapMarker, MapView } from '@fieldteam/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultMapTexts } from './map-texts';
import { straightLineDirections } from './offline-directions.service';
import { createSvgMapView, fitProjection, scaleLength, spreadStops, svgMapViewFactory } from './svg-map-view';

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

  it('draws a scale bar of a round length, a north arrow and a faint grid one scale length apart', async () => {
    const view = await mapIn(container);
    view.show({ directions, stops, position: here });
    const scale = container.querySelector('[data-scale]')!;
    expect(scale.getAttribute('data-scale')).toMatch(/^(1|2|5)(0*) (m|km)$/);
    expect(scale.querySelector('title')!.textContent).toBe(`Scale: ${scale.getAttribute('data-scale')}`);
    expect(container.querySelector('[data-north] text')!.textContent).toBe('N');
    expect(container.querySelector('[data-grid]')!.getAttribute('d')).toMatch(/^M[\d.]+ 0V700/);
  });

  it('writes the scale in the view’s language', async () => {
    const view = await mapIn(container, 'fr');
    view.show({ directions: null, stops: [stops[0]!, { ...stops[0]!, id: 'near', latitude: stops[0]!.latitude + 0.01 }], position: null });
    const length = container.querySelector('[data-scale]')!.getAttribute('data-scale')!;
    expect(length).toMatch(/^(1|2|5)0*\s(m|km)$/u);
    expect(container.querySelector('[data-scale] title')!.textContent).toBe(`Échelle : ${length}`);
  });

  it('spreads stops placed on one point around it, marks the rough ones and says so in their names', async () => {
    const view = await mapIn(container);
    const rough = [0, 1, 2].map((i): MapMarker => ({ id: `rough-${i}`, order: i + 1, label: `Client ${i + 1}`, latitude: here.latitude, longitude: here.longitude, approximate: true }));
    view.show({ directions: null, stops: [...rough, { ...stops[1]!, order: 4 }], position: null });
    const centres = [...container.querySelectorAll('[data-approximate] circle')].map((c) => `${c.getAttribute('cx')},${c.getAttribute('cy')}`);
    expect(new Set(centres).size).toBe(3);
    expect(container.querySelector('[data-stop-id="rough-0"] title')!.textContent).toBe('1. Client 1 (approximate place)');
    expect(container.querySelector('[data-stop-id="c-campinas"]')!.hasAttribute('data-approximate')).toBe(false);
    expect(container.querySelectorAll('[data-rough-area]')).toHaveLength(1);
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

  describe('in a browser with a resize observer', () => {
    /** Stands in for the browser's ResizeObserver: `report()` is the browser's report after a layout. */
    class FakeResizeObserver {
      static last: FakeResizeObserver | null = null;
      observed: Element[] = [];
      constructor(private readonly callback: () => void) {
        FakeResizeObserver.last = this;
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      disconnect() {
        this.observed = [];
      }
      report() {
        if (this.observed.length > 0) this.callback();
      }
    }
    let reads = 0;
    let width = 360;
    const height = 520;
    beforeEach(() => {
      (window as unknown as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
      reads = 0;
      width = 360;
      Object.defineProperty(container, 'clientWidth', { get: () => (reads++, width), configurable: true });
      Object.defineProperty(container, 'clientHeight', { get: () => (reads++, height), configurable: true });
    });
    afterEach(() => {
      delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
    });

    it('draws once the page is laid out, at the size reported, and never reads the size while the page changes', async () => {
      const view = await mapIn(container);
      view.show({ directions, stops, position: here });
      // Reading the size here would lay the page out in the middle of the script that changed it.
      expect(reads).toBe(0);
      expect(svg().getAttribute('viewBox')).toBeNull();
      FakeResizeObserver.last!.report();
      expect(svg().getAttribute('viewBox')).toBe('0 0 360 520');
      expect(svg().style.height).toBe('520px');
      expect(stopNumbers()).toEqual(['1', '2', '3']);
      const readsAtReport = reads;
      view.show({ directions: null, stops: stops.slice(0, 1), position: here });
      expect(reads).toBe(readsAtReport);
      expect(stopNumbers()).toEqual(['1']);
    });

    it('draws again at the new size when the container changes size, and not after destroy', async () => {
      const view = await mapIn(container);
      view.show({ directions, stops, position: here });
      FakeResizeObserver.last!.report();
      width = 800;
      FakeResizeObserver.last!.report();
      expect(svg().getAttribute('viewBox')).toBe('0 0 800 520');
      expect(stopNumbers()).toEqual(['1', '2', '3']);
      view.destroy();
      FakeResizeObserver.last!.report();
      expect(container.childNodes).toHaveLength(0);
    });
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
    expect(fitProjection([here], 1000, 700)(here)).toEqual({ x: 500, y: 346 });
  });
});

describe('scaleLength', () => {
  it('picks the longest of 1, 2 or 5 times a power of ten that fits 140 px', () => {
    expect(scaleLength(10)).toEqual({ metres: 1000, pixels: 100 });
    expect(scaleLength(15)).toEqual({ metres: 2000, pixels: 2000 / 15 });
    expect(scaleLength(40)).toEqual({ metres: 5000, pixels: 125 });
    expect(scaleLength(0.5).metres).toBe(50);
  });
});

describe('spreadStops', () => {
  const marker = (id: string): MapMarker => ({ id, order: null, label: id, latitude: 0, longitude: 0 });
  const size = { width: 1000, height: 700 };

  it('leaves apart stops where they are', () => {
    const placed = [
      { stop: marker('a'), number: 1, at: { x: 100, y: 100 } },
      { stop: marker('b'), number: 2, at: { x: 200, y: 100 } },
    ];
    expect(spreadStops(placed, size)).toEqual({ stops: placed, areas: [] });
  });

  it('puts stops on one spot on a ring around it, no two markers touching, all inside the drawing', () => {
    const placed = Array.from({ length: 12 }, (_, i) => ({ stop: marker(`s${i}`), number: i + 1, at: { x: 500, y: 350 } }));
    const { stops: spread } = spreadStops(placed, size);
    for (const [i, a] of spread.entries()) {
      for (const b of spread.slice(i + 1)) expect(Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y)).toBeGreaterThanOrEqual(28);
    }
    const inCorner = spreadStops(
      placed.map((p) => ({ ...p, at: { x: 0, y: 0 } })),
      size,
    ).stops;
    for (const { at } of inCorner) expect(Math.min(at.x, at.y)).toBeGreaterThanOrEqual(16);
  });
});
