// The offline map of the road screen (decision 19): an accessible SVG, 700 px high and as wide as
// its container, with the route's straight segments, the stops numbered in visiting order, the
// person's position and the total distance. With no tiles there is nothing to zoom into, so the
// drawing is fitted to what it shows (an equirectangular projection is exact enough at a city's
// or a region's scale). Built with DOM calls; data only ever reaches the page as textContent.
import { err, ok, type Directions, type GeoPoint, type MapMarker, type MapView, type MapViewFactory } from '@fieldteam/core';
import { defaultMapTexts, formatKilometres, type MapTexts } from './map-texts';

const SVG_NS = 'http://www.w3.org/2000/svg';
export const MAP_HEIGHT_PX = 700;
/** The drawing's width when the container has no layout yet (hidden, or not attached). */
const FALLBACK_WIDTH_PX = 1000;
const PADDING = { top: 40, right: 40, bottom: 64, left: 40 } as const;
/** Around a single point, show about this many degrees (a few kilometres). */
const MIN_SPAN_DEGREES = 0.05;

const COLOURS = {
  background: '#eef2f6',
  route: '#1a73e8',
  stop: '#c5221f',
  stopText: '#ffffff',
  position: '#1a73e8',
  text: '#202124',
  halo: '#ffffff',
} as const;

export interface SvgMapViewOptions {
  /** The words written on the map; built-in texts in the four product languages by default. */
  readonly texts?: (language: string) => MapTexts;
}

type ShownView = Parameters<MapView['show']>[0];

/** A MapViewFactory for the SVG map, with the texts to use. */
export function svgMapViewFactory(options: SvgMapViewOptions = {}): MapViewFactory {
  const texts = options.texts ?? defaultMapTexts;
  return async (container, { center, language }) => {
    if (!isElement(container)) return err({ code: 'MAPS_UNAVAILABLE', detail: 'The map container is not a DOM element.' });
    return ok(new SvgMapView(container, { center, language, texts: texts(language) }));
  };
}

/** The offline MapViewFactory with the built-in texts. */
export const createSvgMapView: MapViewFactory = svgMapViewFactory();

function isElement(value: unknown): value is HTMLElement {
  return typeof value === 'object' && value !== null && (value as Partial<Node>).nodeType === 1 && typeof (value as Partial<Node>).appendChild === 'function';
}

export class SvgMapView implements MapView {
  private readonly svg: SVGSVGElement;
  private readonly document: Document;
  private destroyed = false;

  constructor(
    private readonly container: HTMLElement,
    private readonly options: { readonly center: GeoPoint | null; readonly language: string; readonly texts: MapTexts },
  ) {
    this.document = container.ownerDocument;
    this.svg = this.element('svg', {
      role: 'img',
      width: '100%',
      height: String(MAP_HEIGHT_PX),
      preserveAspectRatio: 'xMidYMid meet',
      class: 'fieldteam-svg-map',
    });
    this.svg.style.display = 'block';
    this.svg.style.width = '100%';
    this.svg.style.height = `${MAP_HEIGHT_PX}px`;
    container.append(this.svg);
    this.show({ directions: null, stops: [], position: null });
  }

  show({ directions, stops, position }: ShownView): void {
    if (this.destroyed) return;
    const width = this.container.clientWidth > 0 ? this.container.clientWidth : FALLBACK_WIDTH_PX;
    const height = MAP_HEIGHT_PX;
    const { texts, language } = this.options;
    const distance = directions ? formatKilometres(directions.distanceMetres, language) : null;
    const summary = texts.summary(stops.length, distance);

    const known: GeoPoint[] = [...(directions?.path ?? []), ...stops, ...(position ? [position] : [])];
    const project = fitProjection(known.length > 0 ? known : [position ?? this.options.center ?? { latitude: 0, longitude: 0 }], width, height);

    this.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.svg.setAttribute('aria-label', summary);
    const title = this.element('title', {});
    title.textContent = summary;
    const drawing: Element[] = [title, this.element('rect', { x: '0', y: '0', width: String(width), height: String(height), fill: COLOURS.background })];
    if (directions && directions.path.length > 1) drawing.push(this.route(directions, project));
    // Drawn last to first, so that a stop's number covers the next one's where they overlap.
    const numbered = stops.map((stop, index) => ({ stop, number: stop.order ?? index + 1 }));
    for (const { stop, number } of [...numbered].reverse()) drawing.push(this.stop(stop, number, project));
    if (position) drawing.push(this.position(position, project));
    if (distance !== null && directions) drawing.push(this.distance(texts.total(distance, directions.kind), height));
    this.svg.replaceChildren(...drawing);
  }

  destroy(): void {
    this.destroyed = true;
    this.svg.remove();
  }

  private route(directions: Directions, project: Projection): Element {
    const points = directions.path.map((point) => project(point)).map(({ x, y }) => `${x},${y}`);
    const line = this.element('polyline', {
      points: points.join(' '),
      fill: 'none',
      stroke: COLOURS.route,
      'stroke-width': '4',
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
      'stroke-opacity': '0.8',
      'data-route': directions.kind,
    });
    // Dashes say "as the crow flies", not a road.
    if (directions.kind === 'straight-line') line.setAttribute('stroke-dasharray', '10 6');
    return line;
  }

  private stop(stop: MapMarker, number: number, project: Projection): Element {
    const { x, y } = project(stop);
    const group = this.element('g', { 'data-marker': 'stop', 'data-stop-id': stop.id });
    const title = this.element('title', {});
    title.textContent = `${number}. ${stop.label}`;
    const label = this.element('text', {
      x: String(x),
      y: String(y),
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      'font-family': 'system-ui, sans-serif',
      'font-size': '13',
      'font-weight': '700',
      fill: COLOURS.stopText,
    });
    label.textContent = String(number);
    group.append(title, this.element('circle', { cx: String(x), cy: String(y), r: '14', fill: COLOURS.stop, stroke: COLOURS.halo, 'stroke-width': '2' }), label);
    return group;
  }

  private position(position: GeoPoint, project: Projection): Element {
    const { x, y } = project(position);
    const group = this.element('g', { 'data-marker': 'position' });
    const title = this.element('title', {});
    title.textContent = this.options.texts.position;
    group.append(
      title,
      this.element('circle', { cx: String(x), cy: String(y), r: '20', fill: COLOURS.position, 'fill-opacity': '0.2' }),
      this.element('circle', { cx: String(x), cy: String(y), r: '8', fill: COLOURS.position, stroke: COLOURS.halo, 'stroke-width': '3' }),
    );
    return group;
  }

  private distance(text: string, height: number): Element {
    const label = this.element('text', {
      x: String(PADDING.left / 2),
      y: String(height - PADDING.bottom / 3),
      'font-family': 'system-ui, sans-serif',
      'font-size': '16',
      'font-weight': '600',
      fill: COLOURS.text,
      stroke: COLOURS.halo,
      'stroke-width': '4',
      'paint-order': 'stroke',
      'data-total-distance': '',
    });
    label.textContent = text;
    return label;
  }

  private element<K extends keyof SVGElementTagNameMap>(name: K, attributes: Readonly<Record<string, string>>): SVGElementTagNameMap[K] {
    const element = this.document.createElementNS(SVG_NS, name);
    for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
    return element;
  }
}

type Projection = (point: GeoPoint) => { readonly x: number; readonly y: number };

/** An equirectangular projection that fits `points` in the drawing, centred, keeping proportions. */
export function fitProjection(points: readonly GeoPoint[], width: number, height: number): Projection {
  const latitudes = points.map((p) => p.latitude);
  const midLatitude = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  // Degrees of longitude shrink towards the poles.
  const xScale = Math.max(Math.cos((midLatitude * Math.PI) / 180), 0.01);
  const xs = points.map((p) => p.longitude * xScale);
  const ys = points.map((p) => -p.latitude);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const innerWidth = Math.max(width - PADDING.left - PADDING.right, 1);
  const innerHeight = Math.max(height - PADDING.top - PADDING.bottom, 1);
  const spanX = Math.max(maxX - minX, MIN_SPAN_DEGREES);
  const spanY = Math.max(maxY - minY, MIN_SPAN_DEGREES);
  const pixelsPerDegree = Math.min(innerWidth / spanX, innerHeight / spanY);
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  const midX = PADDING.left + innerWidth / 2;
  const midY = PADDING.top + innerHeight / 2;
  const round = (value: number): number => Math.round(value * 10) / 10;
  return (point) => ({
    x: round(midX + (point.longitude * xScale - centreX) * pixelsPerDegree),
    y: round(midY + (-point.latitude - centreY) * pixelsPerDegree),
  });
}
