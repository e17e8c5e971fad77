// @vitest-environment jsdom
import type { GeoPoint, MapMarker, MapView } from '@fieldteam/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultMapTexts } from './map-texts';
import { straightLineDirections } from './offline-directions.service';
import { CLUSTER_PX, clusterStops, fitProjection, numberRuns, scaleLength, spreadStops, wrapWords } from './svg-map-layout';
import { createSvgMapView, svgMapViewFactory } from './svg-map-view';

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

  it('tells the page which stop was tapped (its number or its disc), and nothing for a tap elsewhere', async () => {
    const tapped: string[] = [];
    const created = await createSvgMapView(container, { center: here, language: 'en', onStopTap: (id) => tapped.push(id) });
    if (!created.ok) throw new Error(created.error.code);
    created.value.show({ directions, stops, position: here });
    const marker = (id: string) => container.querySelector(`[data-stop-id="${id}"]`)!;
    marker('c-campinas').querySelector('text')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    marker('c-jundiai').querySelector('circle')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    svg().querySelector('rect')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tapped).toEqual(['c-campinas', 'c-jundiai']);
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

  it('moves only the position marker when only the position changes and it stays in the drawing; draws again, fitted, when it leaves', async () => {
    const view = await mapIn(container);
    view.show({ directions, stops, position: here });
    const stopMarker = container.querySelector('[data-stop-id="c-santos"]');
    const centre = () => {
      const dot = container.querySelectorAll('[data-marker="position"] circle');
      return [...dot].map((circle) => `${circle.getAttribute('cx')},${circle.getAttribute('cy')}`);
    };
    const before = centre();
    // A few hundred metres north, well inside a drawing of Santos to Campinas.
    view.show({ directions, stops, position: { latitude: here.latitude + 0.005, longitude: here.longitude } });
    expect(container.querySelector('[data-stop-id="c-santos"]')).toBe(stopMarker);
    expect(container.querySelectorAll('[data-marker="position"]')).toHaveLength(1);
    const moved = centre();
    expect(moved[0]).toBe(moved[1]);
    expect(moved[0]).not.toBe(before[0]);
    expect(Number(moved[0]!.split(',')[1])).toBeLessThan(Number(before[0]!.split(',')[1]));
    // Far to the west, out of the drawing: the map is fitted again, the position included.
    const away = { latitude: here.latitude, longitude: here.longitude - 5 };
    view.show({ directions, stops, position: away });
    expect(container.querySelector('[data-stop-id="c-santos"]')).not.toBe(stopMarker);
    const [x] = centre()[0]!.split(',').map(Number);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x).toBeLessThanOrEqual(1000);
    // A new route is drawn whole, even with the position where it was.
    const marker = container.querySelector('[data-stop-id="c-santos"]');
    view.show({ directions: straightLineDirections({ origin: away, stops }), stops, position: away });
    expect(container.querySelector('[data-stop-id="c-santos"]')).not.toBe(marker);
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

  describe('a day of hundreds of stops', () => {
    /** `count` stops spread over São Paulo (about 28 x 36 km), numbered in the order given. */
    function city(count: number, seed = 9): MapMarker[] {
      let state = seed;
      const random = () => ((state = (state * 16_807) % 2_147_483_647) / 2_147_483_647);
      return Array.from({ length: count }, (_, i) => ({ id: `s${i}`, order: i + 1, label: `Client ${i + 1}`, latitude: -23.7 + random() * 0.25, longitude: -46.8 + random() * 0.35 }));
    }
    const drawn = () => ({
      stops: [...container.querySelectorAll('[data-marker="stop"]')],
      clusters: [...container.querySelectorAll('[data-marker="cluster"]')],
    });
    const centreOf = (marker: Element) => {
      const circle = marker.querySelector('circle:last-of-type') ?? marker.querySelector('circle')!;
      return { x: Number(circle.getAttribute('cx')), y: Number(circle.getAttribute('cy')) };
    };
    const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const wholeRoute = () => container.querySelector<HTMLButtonElement>('button')!;

    it('draws stops whose markers would overlap as clusters that say how many they hold, each stop once', async () => {
      const view = await mapIn(container);
      const day = city(500);
      view.show({ directions: straightLineDirections({ origin: here, stops: day }), stops: day, position: here });
      const { stops: singles, clusters } = drawn();
      expect(clusters.length).toBeGreaterThan(0);
      expect(singles.length + clusters.length).toBeLessThan(250);
      expect(singles.length + clusters.reduce((sum, c) => sum + Number(c.getAttribute('data-count')), 0)).toBe(500);
      expect(clusters.every((c) => c.querySelector('text')!.textContent === c.getAttribute('data-count'))).toBe(true);
      // No two numbered stops overlap; stop 1 is never hidden in a cluster (a cluster sits at its first stop).
      const centres = singles.map(centreOf);
      for (const [i, a] of centres.entries()) for (const b of centres.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(CLUSTER_PX);
      expect(singles.some((g) => g.querySelector('text')!.textContent === '1') || clusters.some((c) => /: 1[–,.]/.test(c.querySelector('title')!.textContent!))).toBe(true);
      expect(svg().getAttribute('aria-label')).toMatch(/^500 stops, /);
      expect(container.querySelector('[data-clusters-note]')!.textContent).toBe('Grey discs: stops close together. Tap one to zoom in.');
      expect(wholeRoute().hidden).toBe(true);
    });

    it('writes the clusters note on as many lines as a phone-wide map needs, one line on a wide one', async () => {
      const lines = () => [...container.querySelectorAll('[data-clusters-note] tspan')].map((line) => line.textContent!);
      Object.defineProperty(container, 'clientWidth', { get: () => 343, configurable: true });
      const view = await mapIn(container);
      const day = city(500);
      view.show({ directions: straightLineDirections({ origin: here, stops: day }), stops: day, position: here });
      // 303 px for the text (the map less its padding), 7 px a character: 43 characters a line.
      expect(lines().length).toBe(2);
      expect(lines().every((line) => line.trim().length <= 43)).toBe(true);
      expect(container.querySelector('[data-clusters-note]')!.textContent).toBe('Grey discs: stops close together. Tap one to zoom in.');
      Object.defineProperty(container, 'clientWidth', { get: () => 1000, configurable: true });
      view.show({ directions: straightLineDirections({ origin: here, stops: day }), stops: day, position: here });
      expect(lines()).toEqual(['Grey discs: stops close together. Tap one to zoom in.']);
    });

    it('names in a cluster’s title its stop numbers, as runs', async () => {
      const view = await mapIn(container);
      // 1.7 km apart: about 8 px with Santos and Campinas in the drawing, not one spot.
      const near = (order: number, metres: number): MapMarker => ({ id: `n${order}`, order, label: `N${order}`, latitude: here.latitude + metres / 111_195, longitude: here.longitude });
      view.show({ directions: null, stops: [near(3, 0), near(4, 1_700), near(5, 3_400), near(9, 5_100), { ...stops[0]!, order: 1 }, { ...stops[1]!, order: 2 }], position: null });
      const [cluster] = drawn().clusters;
      expect(cluster!.getAttribute('data-count')).toBe('4');
      expect(cluster!.querySelector('title')!.textContent).toBe('4 stops here: 3–5, 9. Tap to zoom in.');
    });

    it('zooms in on a cluster’s stops when it is tapped, and goes back to the whole route with its button', async () => {
      const view = await mapIn(container);
      const day = city(500);
      view.show({ directions: straightLineDirections({ origin: here, stops: day }), stops: day, position: here });
      const wholeScale = container.querySelector('[data-scale]')!.getAttribute('data-scale');
      const biggest = drawn().clusters.sort((a, b) => Number(b.getAttribute('data-count')) - Number(a.getAttribute('data-count')))[0]!;
      const held = Number(biggest.getAttribute('data-count'));
      click(biggest.querySelector('text')!);
      expect(container.querySelector('[data-scale]')!.getAttribute('data-scale')).not.toBe(wholeScale);
      // Closer in: what the cluster held is drawn apart (at least partly), and what falls outside is not drawn.
      const { stops: singles, clusters } = drawn();
      expect(singles.length + clusters.length).toBeGreaterThan(1);
      expect(singles.length + clusters.reduce((sum, c) => sum + Number(c.getAttribute('data-count')), 0)).toBeLessThan(500);
      expect(singles.length + clusters.reduce((sum, c) => sum + Number(c.getAttribute('data-count')), 0)).toBeGreaterThanOrEqual(held);
      expect(wholeRoute().hidden).toBe(false);
      expect(wholeRoute().textContent).toBe('Whole route');
      // A new route (the position moved) keeps the zoom.
      view.show({ directions: straightLineDirections({ origin: here, stops: day }), stops: day, position: here });
      expect(wholeRoute().hidden).toBe(false);
      click(wholeRoute());
      expect(container.querySelector('[data-scale]')!.getAttribute('data-scale')).toBe(wholeScale);
      expect(wholeRoute().hidden).toBe(true);
    });

    it('zooms no closer than a metre a pixel, where every stop is drawn, those still overlapping on a ring', async () => {
      const view = await mapIn(container);
      // Twelve stops a few metres apart (one street's neighbours), far from two others: one cluster.
      const street = Array.from({ length: 12 }, (_, i): MapMarker => ({ id: `b${i}`, order: i + 1, label: `B${i}`, latitude: here.latitude + (i * 2) / 111_195, longitude: here.longitude }));
      view.show({ directions: null, stops: [...street, { ...stops[0]!, order: 13 }, { ...stops[1]!, order: 14 }], position: null });
      expect(drawn().clusters.map((c) => c.getAttribute('data-count'))).toEqual(['12']);
      for (let taps = 0; taps < 30 && drawn().clusters.length > 0; taps += 1) click(drawn().clusters[0]!);
      expect(drawn().clusters).toHaveLength(0);
      expect(container.querySelector('[data-scale]')!.getAttribute('data-scale')).toMatch(/^(1|2|5)0* m$/);
      const centres = drawn()
        .stops.filter((g) => g.getAttribute('data-stop-id')!.startsWith('b'))
        .map(centreOf);
      expect(centres).toHaveLength(12);
      for (const [i, a] of centres.entries()) for (const b of centres.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(CLUSTER_PX);
    });

    it('draws every stop when asked to leave clusters out', async () => {
      const created = await svgMapViewFactory({ clusters: false })(container, { center: here, language: 'en' });
      if (!created.ok) throw new Error(created.error.code);
      created.value.show({ directions: null, stops: city(300), position: null });
      expect(drawn().stops).toHaveLength(300);
      expect(drawn().clusters).toHaveLength(0);
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

describe('clusterStops', () => {
  const placed = (number: number, x: number, y: number) => ({ stop: { id: `s${number}`, order: number, label: `S${number}`, latitude: 0, longitude: 0 }, number, at: { x, y } });

  it('gathers markers closer than two radii, at the lowest-numbered one, and leaves the others alone', () => {
    const { singles, clusters } = clusterStops([placed(3, 110, 100), placed(1, 100, 100), placed(2, 300, 300), placed(4, 100, 100 + CLUSTER_PX)]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.at).toEqual({ x: 100, y: 100 });
    expect(clusters[0]!.members.map((m) => m.number)).toEqual([1, 3]);
    expect(singles.map((s) => s.number).sort()).toEqual([2, 4]);
  });

  it('puts a stop with the nearest cluster', () => {
    const { clusters } = clusterStops([placed(1, 100, 100), placed(2, 140, 100), placed(3, 125, 100)]);
    expect(clusters.map((c) => c.members.map((m) => m.number))).toEqual([[2, 3]]);
  });
});

describe('numberRuns', () => {
  it('writes consecutive numbers as runs, and only the first ones of many', () => {
    expect(numberRuns([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7–8');
    expect(numberRuns([4])).toBe('4');
    expect(numberRuns([1, 3, 5, 7], 2)).toBe('1, 3, …');
  });
});

describe('wrapWords', () => {
  it('fills each line up to its length, exactly at the bound, and gives a longer word a line of its own', () => {
    expect(wrapWords('ab cd ef', 5)).toEqual(['ab cd ', 'ef']);
    expect(wrapWords('ab cd ef', 4)).toEqual(['ab ', 'cd ', 'ef']);
    expect(wrapWords('ab cd ef', 8)).toEqual(['ab cd ef']);
    expect(wrapWords('a longword b', 4)).toEqual(['a ', 'longword ', 'b']);
  });
});
