// The offline map of the road screen (spec decision 19): an accessible SVG, 700 px high and as wide as
// its container, with the route's straight segments, the stops numbered in visiting order, the
// person's position and the total distance, over a faint grid with a scale bar and a north arrow
// (issue 13). With no tiles there is nothing to zoom into, so the drawing is fitted to what it
// shows (an equirectangular projection is exact enough at a city's or a region's scale). Stops
// that would be drawn on one spot are spread on a ring around it; those placed only roughly are
// marked so. Built with DOM calls; data only ever reaches the page as textContent.
import { err, ok, type Directions, type GeoPoint, type MapMarker, type MapView, type MapViewFactory } from '@fieldteam/core';
import { defaultMapTexts, formatKilometres, formatScaleLength, type MapTexts } from './map-texts';

const SVG_NS = 'http://www.w3.org/2000/svg';
export const MAP_HEIGHT_PX = 700;
/** The drawing's width when the container has no layout yet (hidden, or not attached). */
const FALLBACK_WIDTH_PX = 1000;
const PADDING = { top: 56, right: 40, bottom: 64, left: 40 } as const;
/** Around a single point, show about this many degrees (a few kilometres). */
const MIN_SPAN_DEGREES = 0.05;
/** A stop marker's radius; stops whose centres are closer than this are drawn apart. */
const STOP_RADIUS_PX = 14;
const SAME_SPOT_PX = 6;
/** The scale bar is at most this long. */
const SCALE_MAX_PX = 140;
/** Metres in a degree of latitude. */
const METRES_PER_DEGREE = 111_195;

const COLOURS = {
  background: '#eef2f6',
  route: '#1a73e8',
  stop: '#c5221f',
  stopText: '#ffffff',
  position: '#1a73e8',
  text: '#202124',
  halo: '#ffffff',
  grid: '#d5dde6',
  rough: '#5f6368',
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
  private shown: ShownView = { directions: null, stops: [], position: null };
  private readonly resizing: ResizeObserver | null;
  /** The container's size as last laid out, from the resize observer (null until its first report). */
  private size: { readonly width: number; readonly height: number } | null = null;

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
    // The container's size comes from a resize observer, which reports it once the page is laid
    // out, and again whenever it changes (a phone turned, a window resized): the map is drawn then.
    // Reading the size in show() instead would make the browser lay the page out there and then,
    // in the middle of the script that just changed it (ADR 0036).
    const Observer = this.document.defaultView?.ResizeObserver;
    this.resizing = Observer
      ? new Observer(() => {
          // Laid out just now: reading the size here costs no layout of its own.
          this.size = { width: this.container.clientWidth, height: this.container.clientHeight };
          this.draw();
        })
      : null;
    this.resizing?.observe(container);
    if (!this.resizing) this.draw();
  }

  show({ directions, stops, position }: ShownView): void {
    if (this.destroyed) return;
    this.shown = { directions, stops, position };
    // Before the observer's first report the drawing waits for it (it comes before the next paint).
    if (!this.resizing || this.size) this.draw();
  }

  private draw(): void {
    if (this.destroyed) return;
    const { directions, stops, position } = this.shown;
    // Without a resize observer (an old browser), the size is read here.
    const size = this.size ?? { width: this.container.clientWidth, height: this.container.clientHeight };
    const width = size.width > 0 ? size.width : FALLBACK_WIDTH_PX;
    // 700 px, or less where the page makes the container lower (a phone's screen): the whole
    // drawing, its scale and its distance stay in sight.
    const height = size.height > 0 ? Math.min(size.height, MAP_HEIGHT_PX) : MAP_HEIGHT_PX;
    this.svg.style.height = `${height}px`;
    const { texts, language } = this.options;
    const distance = directions ? formatKilometres(directions.distanceMetres, language) : null;
    const summary = texts.summary(stops.length, distance);

    const known: GeoPoint[] = [...(directions?.path ?? []), ...stops, ...(position ? [position] : [])];
    const project = fitProjection(known.length > 0 ? known : [position ?? this.options.center ?? { latitude: 0, longitude: 0 }], width, height);

    this.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.svg.setAttribute('aria-label', summary);
    const title = this.element('title', {});
    title.textContent = summary;
    const scale = scaleLength(project.metresPerPixel);
    const drawing: Element[] = [title, this.element('rect', { x: '0', y: '0', width: String(width), height: String(height), fill: COLOURS.background })];
    drawing.push(this.grid(scale.pixels, width, height));
    if (directions && directions.path.length > 1) drawing.push(this.route(directions, project));
    const placed = spreadStops(
      stops.map((stop, index) => ({ stop, number: stop.order ?? index + 1, at: project(stop) })),
      { width, height },
    );
    for (const area of placed.areas) drawing.push(this.roughArea(area));
    // Drawn last to first, so that a stop's number covers the next one's where they overlap.
    for (const { stop, number, at } of [...placed.stops].reverse()) drawing.push(this.stop(stop, number, at));
    if (position) drawing.push(this.position(position, project));
    drawing.push(this.north(height), this.scaleBar(scale, width, height));
    if (distance !== null && directions) drawing.push(this.distance(texts.total(distance, directions.kind)));
    this.svg.replaceChildren(...drawing);
  }

  destroy(): void {
    this.destroyed = true;
    this.resizing?.disconnect();
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

  /** Faint lines one scale-bar length apart, so distances can be read anywhere on the map. */
  private grid(spacing: number, width: number, height: number): Element {
    const lines: string[] = [];
    for (let x = spacing; x < width; x += spacing) lines.push(`M${round(x)} 0V${height}`);
    for (let y = spacing; y < height; y += spacing) lines.push(`M0 ${round(y)}H${width}`);
    return this.element('path', { d: lines.join(''), stroke: COLOURS.grid, 'stroke-width': '1', fill: 'none', 'data-grid': '' });
  }

  /** Bottom left, opposite the scale bar and clear of the distance written at the top. */
  private north(height: number): Element {
    const x = PADDING.left / 2 + 8;
    const group = this.element('g', { 'data-north': '' });
    const title = this.element('title', {});
    title.textContent = this.options.texts.north;
    const letter = this.element('text', { x: String(x), y: String(height - 44), 'text-anchor': 'middle', 'font-family': 'system-ui, sans-serif', 'font-size': '14', 'font-weight': '700', fill: COLOURS.text });
    letter.textContent = this.options.texts.north;
    group.append(
      title,
      this.element('path', { d: `M${x} ${height - 40}l-8 22l8-5l8 5z`, fill: COLOURS.text, stroke: COLOURS.halo, 'stroke-width': '1.5' }),
      letter,
    );
    return group;
  }

  private scaleBar({ metres, pixels }: ScaleLength, width: number, height: number): Element {
    const right = width - PADDING.right / 2;
    const left = right - pixels;
    const y = height - PADDING.bottom / 3;
    const length = formatScaleLength(metres, this.options.language);
    const group = this.element('g', { 'data-scale': length });
    const title = this.element('title', {});
    title.textContent = this.options.texts.scale(length);
    const label = this.element('text', {
      x: String(round((left + right) / 2)),
      y: String(y - 10),
      'text-anchor': 'middle',
      'font-family': 'system-ui, sans-serif',
      'font-size': '13',
      fill: COLOURS.text,
      stroke: COLOURS.halo,
      'stroke-width': '3',
      'paint-order': 'stroke',
    });
    label.textContent = length;
    group.append(
      title,
      this.element('path', { d: `M${round(left)} ${y - 6}V${y}H${round(right)}V${y - 6}`, fill: 'none', stroke: COLOURS.text, 'stroke-width': '2' }),
      label,
    );
    return group;
  }

  /** The rough point shared by addresses placed only at the city's level, as a dashed circle. */
  private roughArea({ x, y, radius }: RoughArea): Element {
    return this.element('circle', {
      cx: String(x),
      cy: String(y),
      r: String(radius),
      fill: COLOURS.rough,
      'fill-opacity': '0.08',
      stroke: COLOURS.rough,
      'stroke-dasharray': '4 4',
      'data-rough-area': '',
    });
  }

  private stop(stop: MapMarker, number: number, { x, y }: Point): Element {
    const group = this.element('g', { 'data-marker': 'stop', 'data-stop-id': stop.id });
    if (stop.approximate) group.setAttribute('data-approximate', '');
    const title = this.element('title', {});
    title.textContent = `${number}. ${stop.label}${stop.approximate ? ` (${this.options.texts.approximate})` : ''}`;
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
    const circle = this.element('circle', { cx: String(x), cy: String(y), r: String(STOP_RADIUS_PX), fill: COLOURS.stop, stroke: COLOURS.halo, 'stroke-width': '2' });
    // A rough place is drawn with a dashed rim.
    if (stop.approximate) circle.setAttribute('stroke-dasharray', '4 3');
    group.append(title, circle, label);
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

  /** Top left, clear of the scale bar at the bottom even on a phone. */
  private distance(text: string): Element {
    const label = this.element('text', {
      x: String(PADDING.left / 2),
      y: '26',
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

interface Point {
  readonly x: number;
  readonly y: number;
}

type Projection = ((point: GeoPoint) => Point) & { readonly metresPerPixel: number };

const round = (value: number): number => Math.round(value * 10) / 10;

interface ScaleLength {
  readonly metres: number;
  readonly pixels: number;
}

/** The longest round length (1, 2 or 5 times a power of ten metres) that fits the scale bar. */
export function scaleLength(metresPerPixel: number): ScaleLength {
  const most = metresPerPixel * SCALE_MAX_PX;
  const power = 10 ** Math.floor(Math.log10(most));
  const metres = [5, 2, 1].map((step) => step * power).find((candidate) => candidate <= most) ?? power;
  return { metres, pixels: metres / metresPerPixel };
}

interface RoughArea extends Point {
  readonly radius: number;
}

interface PlacedStop {
  readonly stop: MapMarker;
  readonly number: number;
  readonly at: Point;
}

/**
 * Stops that would be drawn on one spot, spread evenly on a ring around it (far enough apart for
 * their markers not to touch), kept inside the drawing; a spot with rough stops gets its area.
 */
export function spreadStops(stops: readonly PlacedStop[], size: { readonly width: number; readonly height: number }): { readonly stops: PlacedStop[]; readonly areas: RoughArea[] } {
  const spots: { centre: Point; members: PlacedStop[] }[] = [];
  for (const placed of stops) {
    const spot = spots.find(({ centre }) => Math.hypot(centre.x - placed.at.x, centre.y - placed.at.y) < SAME_SPOT_PX);
    if (spot) spot.members.push(placed);
    else spots.push({ centre: placed.at, members: [placed] });
  }
  const spread: PlacedStop[] = [];
  const areas: RoughArea[] = [];
  for (const { centre, members } of spots) {
    if (members.length === 1) {
      spread.push(members[0]!);
      if (members[0]!.stop.approximate) areas.push({ ...centre, radius: STOP_RADIUS_PX * 2 });
      continue;
    }
    // Neighbours on the ring are two radii and a gap apart.
    const radius = Math.max(STOP_RADIUS_PX * 2, (STOP_RADIUS_PX + 2) / Math.sin(Math.PI / members.length));
    const clamp = (value: number, max: number): number => Math.min(Math.max(value, STOP_RADIUS_PX + 2), max - STOP_RADIUS_PX - 2);
    members.forEach((member, index) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * index) / members.length;
      spread.push({
        ...member,
        at: { x: round(clamp(centre.x + radius * Math.cos(angle), size.width)), y: round(clamp(centre.y + radius * Math.sin(angle), size.height)) },
      });
    });
    if (members.some((member) => member.stop.approximate)) areas.push({ ...centre, radius: round(radius + STOP_RADIUS_PX + 4) });
  }
  return { stops: spread, areas };
}

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
  const project = (point: GeoPoint): Point => ({
    x: round(midX + (point.longitude * xScale - centreX) * pixelsPerDegree),
    y: round(midY + (-point.latitude - centreY) * pixelsPerDegree),
  });
  return Object.assign(project, { metresPerPixel: METRES_PER_DEGREE / pixelsPerDegree });
}
