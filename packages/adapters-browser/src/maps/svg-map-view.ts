// The offline map of the road screen (spec decision 19): an accessible SVG, 700 px high and as wide as
// its container, with the route's straight segments, the stops numbered in visiting order, the
// person's position and the total distance, over a faint grid with a scale bar and a north arrow.
// The drawing is fitted to what it shows (an equirectangular projection is exact enough at a city's or a region's scale). Stops that would be drawn on one spot are spread on a
// ring around it; those placed only roughly are marked so. Stops whose markers would overlap at
// the scale drawn (a day of hundreds of stops over a city) are drawn as one cluster saying how many
// it holds and which stop numbers; tapping it zooms in on them, down to a street's scale, where
// every stop is drawn, and a button goes back to the whole route. Only what falls in
// the drawing is drawn, and a new position that stays in it only moves its marker. Built with DOM
// calls; data only ever reaches the page as textContent.
import { err, ok, type Directions, type GeoPoint, type MapMarker, type MapView, type MapViewFactory } from '@fieldteam/core';
import { defaultMapTexts, formatKilometres, formatScaleLength, type MapTexts } from './map-texts';
import {
  CLUSTER_PX,
  clusterStops,
  fitProjection,
  numberRuns,
  PADDING,
  projectionAt,
  round,
  SAME_SPOT_PX,
  scaleLength,
  spreadStops,
  STOP_RADIUS_PX,
  wrapWords,
  type Point,
  type Projection,
  type RoughArea,
  type ScaleLength,
  type StopCluster,
} from './svg-map-layout';

const SVG_NS = 'http://www.w3.org/2000/svg';
export const MAP_HEIGHT_PX = 700;
/** The drawing's width when the container has no layout yet (hidden, or not attached). */
const FALLBACK_WIDTH_PX = 1000;
const CLUSTER_RADIUS_PX = 18;
/** More stops than this on one spot are not put on a ring but clustered (a ring would reach far). */
const MAX_RING = 8;
/** The closest zoom: a metre a pixel (a street or two across a phone); there, no clusters. */
const MAX_ZOOM_METRES_PER_PIXEL = 1;
/** A cluster's title names at most this many runs of stop numbers ("12–19, 25, …"). */
const CLUSTER_TITLE_RUNS = 12;

/** How a marker's number is written (set on the markers' layer, inherited by each). */
const MARKER_TEXT = {
  'text-anchor': 'middle',
  'dominant-baseline': 'central',
  'font-family': 'system-ui, sans-serif',
  'font-size': '13',
  'font-weight': '700',
} as const;

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
  cluster: '#37474f',
} as const;

export interface SvgMapViewOptions {
  /** The words written on the map; built-in texts in the four product languages by default. */
  readonly texts?: (language: string) => MapTexts;
  /** False draws every stop's marker whatever the scale (the web bench's naive way); true by default. */
  readonly clusters?: boolean;
}

type ShownView = Parameters<MapView['show']>[0];

/** A MapViewFactory for the SVG map, with the texts to use. */
export function svgMapViewFactory(options: SvgMapViewOptions = {}): MapViewFactory {
  const texts = options.texts ?? defaultMapTexts;
  return async (container, { center, language, onStopTap }) => {
    if (!isElement(container)) return err({ code: 'MAPS_UNAVAILABLE', detail: 'The map container is not a DOM element.' });
    return ok(new SvgMapView(container, { center, language, texts: texts(language), clusters: options.clusters ?? true, onStopTap }));
  };
}

/** The offline MapViewFactory with the built-in texts. */
export const createSvgMapView: MapViewFactory = svgMapViewFactory();

function isElement(value: unknown): value is HTMLElement {
  return typeof value === 'object' && value !== null && (value as Partial<Node>).nodeType === 1 && typeof (value as Partial<Node>).appendChild === 'function';
}

/** Where the view is zoomed in: a centre and a scale, kept across new routes and resizes. */
interface Zoom {
  readonly centre: GeoPoint;
  readonly metresPerPixel: number;
}

export class SvgMapView implements MapView {
  private readonly frame: HTMLDivElement;
  private readonly svg: SVGSVGElement;
  private readonly wholeRoute: HTMLButtonElement;
  private readonly document: Document;
  private destroyed = false;
  private shown: ShownView = { directions: null, stops: [], position: null };
  private readonly resizing: ResizeObserver | null;
  /** The container's size as last laid out, from the resize observer (null until its first report). */
  private size: { readonly width: number; readonly height: number } | null = null;
  private zoom: Zoom | null = null;
  /** The scale last drawn, and the clusters drawn (a tap names one by its index). */
  private drawnMetresPerPixel = Number.POSITIVE_INFINITY;
  private drawnClusters: readonly StopCluster[] = [];
  /** The projection last drawn with, and the position marker drawn with it (moved alone when only the position changes). */
  private drawnProjection: (Projection & { readonly width: number; readonly height: number }) | null = null;
  private drawnPosition: SVGGElement | null = null;

  constructor(
    private readonly container: HTMLElement,
    private readonly options: {
      readonly center: GeoPoint | null;
      readonly language: string;
      readonly texts: MapTexts;
      readonly clusters?: boolean;
      readonly onStopTap?: (stopId: string) => void;
    },
  ) {
    this.document = container.ownerDocument;
    this.frame = this.document.createElement('div');
    this.frame.className = 'fieldteam-svg-map-frame';
    this.frame.style.position = 'relative';
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
    // A tap on a cluster zooms in on its stops; a tap on a stop is the page's to answer.
    this.svg.addEventListener('click', (event) => {
      const target = event.target as Element | null;
      const stop = target?.closest?.('[data-marker="stop"]')?.getAttribute('data-stop-id');
      if (stop) {
        this.options.onStopTap?.(stop);
        return;
      }
      const cluster = target?.closest?.('[data-marker="cluster"]');
      const index = Number(cluster?.getAttribute('data-cluster-index') ?? Number.NaN);
      const chosen = this.drawnClusters[index];
      if (chosen) this.zoomInto(chosen);
    });
    this.wholeRoute = this.document.createElement('button');
    this.wholeRoute.type = 'button';
    this.wholeRoute.className = 'fieldteam-svg-map-whole-route';
    this.wholeRoute.textContent = options.texts.wholeRoute;
    this.wholeRoute.hidden = true;
    Object.assign(this.wholeRoute.style, {
      position: 'absolute',
      top: '8px',
      right: '8px',
      minHeight: '44px',
      padding: '0 14px',
      border: `1px solid ${COLOURS.cluster}`,
      borderRadius: '8px',
      background: COLOURS.halo,
      color: COLOURS.text,
      font: '600 14px system-ui, sans-serif',
      cursor: 'pointer',
    });
    this.wholeRoute.addEventListener('click', () => {
      this.zoom = null;
      this.draw();
    });
    this.frame.append(this.svg, this.wholeRoute);
    container.append(this.frame);
    // The container's size comes from a resize observer, which reports it once the page is laid
    // out, and again whenever it changes (a phone turned, a window resized): the map is drawn then.
    // Reading the size in show() instead would make the browser lay the page out there and then,
    // in the middle of the script that just changed it.
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
    const before = this.shown;
    this.shown = { directions, stops, position };
    // Before the observer's first report the drawing waits for it (it comes before the next paint).
    if (this.resizing && !this.size) return;
    // Only the position changed, and it is still in the drawing: its marker moves, nothing else is
    // drawn again (a day of hundreds of stops is a drawing of hundreds of elements, on every fix).
    if (directions === before.directions && stops === before.stops && position && this.movePosition(position)) return;
    this.draw();
  }

  /** Moves the drawn position marker to `position` at the scale drawn; false when that falls outside the drawing. */
  private movePosition(position: GeoPoint): boolean {
    const marker = this.drawnPosition;
    if (!marker?.isConnected || !this.drawnProjection) return false;
    const at = this.drawnProjection(position);
    if (at.x < 0 || at.x > this.drawnProjection.width || at.y < 0 || at.y > this.drawnProjection.height) return false;
    for (const circle of marker.querySelectorAll('circle')) {
      circle.setAttribute('cx', String(at.x));
      circle.setAttribute('cy', String(at.y));
    }
    return true;
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
    const project = this.zoom
      ? projectionAt(this.zoom.centre, this.zoom.metresPerPixel, width, height)
      : fitProjection(known.length > 0 ? known : [position ?? this.options.center ?? { latitude: 0, longitude: 0 }], width, height);
    this.drawnMetresPerPixel = project.metresPerPixel;
    this.drawnProjection = Object.assign(project, { width, height });
    this.wholeRoute.hidden = this.zoom === null;

    this.svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.svg.setAttribute('aria-label', summary);
    const title = this.element('title', {});
    title.textContent = summary;
    const scale = scaleLength(project.metresPerPixel);
    const drawing: Element[] = [title, this.element('rect', { x: '0', y: '0', width: String(width), height: String(height), fill: COLOURS.background })];
    drawing.push(this.grid(scale.pixels, width, height));
    if (directions && directions.path.length > 1) drawing.push(this.route(directions, project));
    // A few stops on one spot go on a ring, more are clustered; at the closest zoom nothing is
    // clustered, and stops still overlapping there are all put on rings.
    const closest = project.metresPerPixel <= MAX_ZOOM_METRES_PER_PIXEL * 1.001;
    const clustering = this.options.clusters !== false && !closest;
    const inView = (at: Point) => at.x > -CLUSTER_PX && at.x < width + CLUSTER_PX && at.y > -CLUSTER_PX && at.y < height + CLUSTER_PX;
    const placed = spreadStops(
      stops.map((stop, index) => ({ stop, number: stop.order ?? index + 1, at: project(stop) })).filter((stop) => inView(stop.at)),
      { width, height },
      closest && this.options.clusters !== false ? CLUSTER_PX : SAME_SPOT_PX,
      clustering ? MAX_RING : Number.POSITIVE_INFINITY,
    );
    for (const area of placed.areas) drawing.push(this.roughArea(area));
    const { singles, clusters } = clustering ? clusterStops(placed.stops) : { singles: placed.stops, clusters: [] };
    this.drawnClusters = clusters;
    // What every marker of a kind shares is written once, on its layer, and inherited: a day of
    // hundreds of stops is that many fewer attributes set on every drawing.
    if (clusters.length > 0) {
      const layer = this.element('g', { ...MARKER_TEXT, fill: COLOURS.cluster, stroke: COLOURS.halo, 'stroke-width': '2', cursor: 'pointer', 'data-layer': 'clusters' });
      layer.append(...clusters.map((cluster, index) => this.cluster(cluster, index)));
      drawing.push(layer);
    }
    if (singles.length > 0) {
      const layer = this.element('g', { ...MARKER_TEXT, fill: COLOURS.stop, stroke: COLOURS.halo, 'stroke-width': '2', 'data-layer': 'stops' });
      if (this.options.onStopTap) layer.setAttribute('cursor', 'pointer');
      // Drawn last to first, so that a stop's number covers the next one's where they overlap.
      layer.append(...[...singles].sort((a, b) => b.number - a.number).map(({ stop, number, at }) => this.stop(stop, number, at)));
      drawing.push(layer);
    }
    this.drawnPosition = position ? this.position(position, project) : null;
    if (this.drawnPosition) drawing.push(this.drawnPosition);
    drawing.push(this.north(height), this.scaleBar(scale, width, height));
    if (distance !== null && directions) drawing.push(this.distance(texts.total(distance, directions.kind)));
    if (clusters.length > 0) drawing.push(this.clustersNote(texts.clustersNote, width));
    this.svg.replaceChildren(...drawing);
  }

  /** Zooms in on a cluster's stops: fitted to them, at least twice closer, at most a metre a pixel. */
  private zoomInto(cluster: StopCluster): void {
    const points = cluster.members.map((member) => member.stop);
    const size = this.size ?? { width: this.container.clientWidth, height: this.container.clientHeight };
    const width = size.width > 0 ? size.width : FALLBACK_WIDTH_PX;
    const height = size.height > 0 ? Math.min(size.height, MAP_HEIGHT_PX) : MAP_HEIGHT_PX;
    const fitted = fitProjection(points, width, height, 0);
    const metresPerPixel = Math.max(MAX_ZOOM_METRES_PER_PIXEL, Math.min(fitted.metresPerPixel, this.drawnMetresPerPixel / 2));
    const latitudes = points.map((p) => p.latitude);
    const longitudes = points.map((p) => p.longitude);
    this.zoom = {
      centre: { latitude: (Math.min(...latitudes) + Math.max(...latitudes)) / 2, longitude: (Math.min(...longitudes) + Math.max(...longitudes)) / 2 },
      metresPerPixel,
    };
    this.draw();
  }

  destroy(): void {
    this.destroyed = true;
    this.resizing?.disconnect();
    this.frame.remove();
  }

  /** Stops close together: a bigger, darker disc with how many it holds; its title says which. Drawn in the clusters' layer. */
  private cluster({ at, members }: StopCluster, index: number): Element {
    const numbers = members.map((member) => member.number).sort((a, b) => a - b);
    const group = this.element('g', { 'data-marker': 'cluster', 'data-cluster-index': String(index), 'data-count': String(members.length) });
    const title = this.element('title', {});
    title.textContent = this.options.texts.cluster(members.length, numberRuns(numbers, CLUSTER_TITLE_RUNS));
    const [x, y] = [String(at.x), String(at.y)];
    const ring = this.element('circle', { cx: x, cy: y, r: String(CLUSTER_RADIUS_PX + 4), 'fill-opacity': '0.25', stroke: 'none' });
    const disc = this.element('circle', { cx: x, cy: y, r: String(CLUSTER_RADIUS_PX) });
    const label = this.element('text', { x, y, fill: COLOURS.stopText, stroke: 'none' });
    label.textContent = String(members.length);
    group.append(title, ring, disc, label);
    return group;
  }

  /** Under the distance: what the clusters are, and that a tap zooms in on one, on as many lines as the map's width needs (SVG text does not wrap). */
  private clustersNote(text: string, width: number): Element {
    const label = this.element('text', {
      x: String(PADDING.left / 2),
      y: '46',
      'font-family': 'system-ui, sans-serif',
      'font-size': '13',
      fill: COLOURS.text,
      stroke: COLOURS.halo,
      'stroke-width': '3',
      'paint-order': 'stroke',
      'data-clusters-note': '',
    });
    const lines = wrapWords(text, Math.floor((width - PADDING.left) / NOTE_CHAR_PX));
    label.append(...lines.map((line, i) => Object.assign(this.element('tspan', { x: String(PADDING.left / 2), dy: i ? '16' : '0' }), { textContent: line })));
    return label;
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

  /** A stop's numbered marker, drawn in the stops' layer. */
  private stop(stop: MapMarker, number: number, at: Point): Element {
    const group = this.element('g', { 'data-marker': 'stop', 'data-stop-id': stop.id });
    if (stop.approximate) group.setAttribute('data-approximate', '');
    const title = this.element('title', {});
    title.textContent = `${number}. ${stop.label}${stop.approximate ? ` (${this.options.texts.approximate})` : ''}`;
    const [x, y] = [String(at.x), String(at.y)];
    const label = this.element('text', { x, y, fill: COLOURS.stopText, stroke: 'none' });
    label.textContent = String(number);
    const circle = this.element('circle', { cx: x, cy: y, r: String(STOP_RADIUS_PX) });
    // A rough place is drawn with a dashed rim.
    if (stop.approximate) circle.setAttribute('stroke-dasharray', '4 3');
    group.append(title, circle, label);
    return group;
  }

  private position(position: GeoPoint, project: Projection): SVGGElement {
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

  /**
   * Top left, clear of the scale bar at the bottom even on a phone; 14 px, like the map's other
   * labels: larger, it outgrows the page's title and the page's largest paint waits for the route.
   */
  private distance(text: string): Element {
    const label = this.element('text', {
      x: String(PADDING.left / 2),
      y: '26',
      'font-family': 'system-ui, sans-serif',
      'font-size': '14',
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

/** A 13 px system-ui character's width, on the wide side. */
const NOTE_CHAR_PX = 7;
