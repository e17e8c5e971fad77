// The geometry of the offline map (svg-map-view.ts): the projection fitted to what is drawn,
// stops spread off a shared spot and clustered where their markers would overlap, the scale
// bar's length, and a note's words on lines.
import type { GeoPoint, MapMarker } from '@fieldteam/core';

export const PADDING = { top: 56, right: 40, bottom: 64, left: 40 } as const;
/** Around a single point, show about this many degrees (a few kilometres). */
const MIN_SPAN_DEGREES = 0.05;
/** A stop marker's radius; stops whose centres are closer than this are drawn apart. */
export const STOP_RADIUS_PX = 14;
export const SAME_SPOT_PX = 6;
/** Markers closer than this (their circles would overlap) are drawn as one cluster. */
export const CLUSTER_PX = 2 * STOP_RADIUS_PX;
/** The scale bar is at most this long. */
const SCALE_MAX_PX = 140;
/** Metres in a degree of latitude. */
const METRES_PER_DEGREE = 111_195;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export type Projection = ((point: GeoPoint) => Point) & { readonly metresPerPixel: number };

export const round = (value: number): number => Math.round(value * 10) / 10;

/** Words on lines of at most `most` characters, each with the space after it, so that the lines read as the text (a longer word keeps a line of its own). */
export const wrapWords = (text: string, most: number): string[] => text.match(new RegExp(`.{1,${most}}(?:\\s|$)|\\S+(?:\\s|$)`, 'g')) ?? [text];

export interface ScaleLength {
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

export interface RoughArea extends Point {
  readonly radius: number;
}

interface PlacedStop {
  readonly stop: MapMarker;
  readonly number: number;
  readonly at: Point;
}

/**
 * A grid cell as one number, not a "column:row" string: a map of hundreds of stops looks up nine
 * cells for each, and a string made for each look-up cost about half of the clustering's time.
 * Cells of a drawing are far within ±2^20 in both directions.
 */
const cellKey = (column: number, row: number): number => (column + 0x100000) * 0x200000 + (row + 0x100000);

function addToCell(cells: Map<number, number[]>, key: number, index: number): void {
  const cell = cells.get(key);
  if (cell) cell.push(index);
  else cells.set(key, [index]);
}

/**
 * Stops that would be drawn on one spot (centres closer than `samePx`), spread evenly on a ring
 * around it (far enough apart for their markers not to touch), kept inside the drawing; more than
 * `maxRing` on a spot are left where they are (to be clustered). A spot with rough stops gets its
 * area. Spots are found through cells of `samePx`: about n steps.
 */
export function spreadStops(
  stops: readonly PlacedStop[],
  size: { readonly width: number; readonly height: number },
  samePx = SAME_SPOT_PX,
  maxRing = Number.POSITIVE_INFINITY,
): { readonly stops: PlacedStop[]; readonly areas: RoughArea[] } {
  const spots: { centre: Point; members: PlacedStop[] }[] = [];
  const cells = new Map<number, number[]>();
  const cellOf = ({ x, y }: Point) => [Math.floor(x / samePx), Math.floor(y / samePx)] as const;
  for (const placed of stops) {
    const [column, row] = cellOf(placed.at);
    let spot: (typeof spots)[number] | undefined;
    for (let dc = -1; dc <= 1 && !spot; dc += 1)
      for (let dr = -1; dr <= 1 && !spot; dr += 1)
        for (const index of cells.get(cellKey(column + dc, row + dr)) ?? []) {
          const candidate = spots[index]!;
          if (Math.hypot(candidate.centre.x - placed.at.x, candidate.centre.y - placed.at.y) < samePx) {
            spot = candidate;
            break;
          }
        }
    if (spot) spot.members.push(placed);
    else {
      addToCell(cells, cellKey(column, row), spots.length);
      spots.push({ centre: placed.at, members: [placed] });
    }
  }
  const spread: PlacedStop[] = [];
  const areas: RoughArea[] = [];
  for (const { centre, members } of spots) {
    if (members.length === 1 || members.length > maxRing) {
      spread.push(...members);
      if (members.some((member) => member.stop.approximate)) areas.push({ ...centre, radius: STOP_RADIUS_PX * 2 });
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

export interface StopCluster {
  /** Where it is drawn: at its lowest-numbered stop. */
  readonly at: Point;
  readonly members: readonly PlacedStop[];
}

/**
 * Markers that would overlap, gathered: in visiting order, each stop joins the nearest cluster
 * whose first stop is closer than `distance`, or starts one of its own; a cluster of one is drawn
 * as its stop. Clusters are found through cells of `distance`: about n steps.
 */
export function clusterStops(stops: readonly PlacedStop[], distance = CLUSTER_PX): { readonly singles: PlacedStop[]; readonly clusters: StopCluster[] } {
  const groups: { at: Point; members: PlacedStop[] }[] = [];
  const cells = new Map<number, number[]>();
  const cellOf = ({ x, y }: Point) => [Math.floor(x / distance), Math.floor(y / distance)] as const;
  for (const placed of [...stops].sort((a, b) => a.number - b.number)) {
    const [column, row] = cellOf(placed.at);
    let nearest: (typeof groups)[number] | undefined;
    let nearestDistance = distance;
    for (let dc = -1; dc <= 1; dc += 1)
      for (let dr = -1; dr <= 1; dr += 1)
        for (const index of cells.get(cellKey(column + dc, row + dr)) ?? []) {
          const group = groups[index]!;
          const apart = Math.hypot(group.at.x - placed.at.x, group.at.y - placed.at.y);
          if (apart < nearestDistance) [nearest, nearestDistance] = [group, apart];
        }
    if (nearest) nearest.members.push(placed);
    else {
      addToCell(cells, cellKey(column, row), groups.length);
      groups.push({ at: placed.at, members: [placed] });
    }
  }
  return {
    singles: groups.filter((group) => group.members.length === 1).map((group) => group.members[0]!),
    clusters: groups.filter((group) => group.members.length > 1),
  };
}

/** "3–5, 9, 12–13": runs of consecutive numbers (sorted), the first `most` of them and "…" after. */
export function numberRuns(numbers: readonly number[], most = Number.POSITIVE_INFINITY): string {
  const runs: string[] = [];
  for (let i = 0; i < numbers.length; ) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j += 1;
    runs.push(j > i ? `${numbers[i]}–${numbers[j]}` : String(numbers[i]));
    i = j + 1;
  }
  return runs.length > most ? `${runs.slice(0, most).join(', ')}, …` : runs.join(', ');
}

/** An equirectangular projection that fits `points` in the drawing, centred, keeping proportions. */
export function fitProjection(points: readonly GeoPoint[], width: number, height: number, minSpanDegrees = MIN_SPAN_DEGREES): Projection {
  const latitudes = points.map((p) => p.latitude);
  const midLatitude = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  // Degrees of longitude shrink towards the poles.
  const xScale = Math.max(Math.cos((midLatitude * Math.PI) / 180), 0.01);
  const xs = points.map((p) => p.longitude * xScale);
  const ys = points.map((p) => -p.latitude);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const innerWidth = Math.max(width - PADDING.left - PADDING.right, 1);
  const innerHeight = Math.max(height - PADDING.top - PADDING.bottom, 1);
  const spanX = Math.max(maxX - minX, minSpanDegrees, 1e-9);
  const spanY = Math.max(maxY - minY, minSpanDegrees, 1e-9);
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

/** A projection centred on `centre` at `metresPerPixel` (a zoom), the same way round as fitProjection's. */
export function projectionAt(centre: GeoPoint, metresPerPixel: number, width: number, height: number): Projection {
  const xScale = Math.max(Math.cos((centre.latitude * Math.PI) / 180), 0.01);
  const pixelsPerDegree = METRES_PER_DEGREE / metresPerPixel;
  const midX = PADDING.left + Math.max(width - PADDING.left - PADDING.right, 1) / 2;
  const midY = PADDING.top + Math.max(height - PADDING.top - PADDING.bottom, 1) / 2;
  const project = (point: GeoPoint): Point => ({
    x: round(midX + (point.longitude - centre.longitude) * xScale * pixelsPerDegree),
    y: round(midY + (centre.latitude - point.latitude) * pixelsPerDegree),
  });
  return Object.assign(project, { metresPerPixel });
}
