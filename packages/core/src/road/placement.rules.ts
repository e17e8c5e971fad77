// Stops that share one point although their addresses differ: the geocoder could place those
// addresses only roughly (offline, at the city's centre), so the road screen says so and the map
// spreads them around that point instead of stacking them.
import type { GeoPoint } from '../maps/maps.port';
import { haversineMetres } from './great-circle.rules';

/** Two different addresses closer than this are taken as placed at one rough point. */
export const SAME_POINT_METRES = 50;

export interface PlacedStop extends GeoPoint {
  readonly id: string;
  /** The address as written; stops at one address (a building's flats) may share a point. */
  readonly address: string;
}

/** Metres in a degree of latitude (a degree of longitude is this times the latitude's cosine). */
const METRES_PER_DEGREE = 111_195;

/**
 * The ids of the stops placed on the same point as another stop with a different address. Stops
 * are put in cells `withinMetres` on a side, so each is compared only with those of its own and the
 * eight cells around it: about n comparisons for a day's stops spread over a city, not n²/2 (a
 * road of hundreds of stops is checked on every route it draws).
 */
export function approximatelyPlaced(stops: readonly PlacedStop[], withinMetres = SAME_POINT_METRES): ReadonlySet<string> {
  const rough = new Set<string>();
  if (stops.length < 2) return rough;
  const keys = stops.map((stop) => stop.address.trim().replace(/\s+/g, ' ').toLocaleLowerCase());
  // Longitude cells are as wide as latitude ones at the stops' widest latitude (nearest a pole),
  // so that a neighbour within the distance is never two cells away; near a pole, one column.
  const widest = Math.max(...stops.map((stop) => Math.abs(stop.latitude)));
  const cellDegrees = withinMetres / METRES_PER_DEGREE;
  const longitudeCell = widest > 85 ? 720 : cellDegrees / Math.cos((widest * Math.PI) / 180);
  // Longitudes from the first stop's, so that the 180th meridian falls on the far side of the world.
  const from = stops[0]!.longitude;
  const cellOf = (stop: PlacedStop) => [Math.floor(stop.latitude / cellDegrees), Math.floor((((stop.longitude - from + 540) % 360) - 180) / longitudeCell)] as const;
  // A cell's key is a number, row by row: wider than every column and its neighbours, so no two
  // cells share one (strings made for nine cells a stop were most of the check's time).
  const columns = 2 * Math.ceil(180 / longitudeCell) + 4;
  const cells = new Map<number, number[]>();
  stops.forEach((stop, index) => {
    const [row, column] = cellOf(stop);
    const key = row * columns + column;
    const cell = cells.get(key);
    if (cell) cell.push(index);
    else cells.set(key, [index]);
  });
  stops.forEach((a, i) => {
    const [row, column] = cellOf(a);
    for (let dRow = -1; dRow <= 1; dRow += 1)
      for (let dColumn = -1; dColumn <= 1; dColumn += 1) {
        for (const j of cells.get((row + dRow) * columns + column + dColumn) ?? []) {
          if (j <= i) continue;
          const b = stops[j]!;
          if (keys[i] !== keys[j] && haversineMetres(a, b) <= withinMetres) {
            rough.add(a.id);
            rough.add(b.id);
          }
        }
      }
  });
  return rough;
}
