// The road screen's visiting order (spec decision 12): from the current position through every client
// with a pending visit, ending at the last one (an open path, no return), shortest by great-circle
// distance. Up to 12 stops the order is exact (Held-Karp); above, nearest neighbour improved by
// 2-opt and Or-opt. The stored order's length comes along so the screen can show the saving.
import type { GeoPoint } from '../maps/maps.port';
import { distanceMatrix } from './great-circle.rules';
import { EXACT_MAX_STOPS, exactOpenPath } from './held-karp.rules';
import { improvePath, nearestNeighbourPath, neighbourLists, pathLength } from './path-improvement.rules';

export interface StopOrder<T extends GeoPoint> {
  /** The stops in visiting order. */
  readonly stops: readonly T[];
  /** For each visit, the stop's index in the given list. */
  readonly order: readonly number[];
  /** Length of the ordered path from the current position, metres. */
  readonly lengthMetres: number;
  /** Length of the path in the given (stored) order, metres. */
  readonly givenLengthMetres: number;
  readonly method: 'exact' | 'heuristic';
}

/** The shortest open path found from `origin` through every stop. */
export function orderStops<T extends GeoPoint>(origin: GeoPoint, stops: readonly T[]): StopOrder<T> {
  const size = stops.length + 1;
  const matrix = distanceMatrix([origin, ...stops]);
  const given = Array.from({ length: size }, (_, i) => i);
  const givenLength = pathLength(matrix, size, given);
  const exact = stops.length <= EXACT_MAX_STOPS;
  let path = exact ? exactOpenPath(matrix, size) : heuristicOpenPath(matrix, size);
  let length = pathLength(matrix, size, path);
  if (!exact && givenLength < length) {
    // Never answer worse than the stored order: improve it too and keep the better.
    const fromGiven = improvePath(matrix, size, given);
    const fromGivenLength = pathLength(matrix, size, fromGiven);
    if (fromGivenLength < length) [path, length] = [fromGiven, fromGivenLength];
  }
  const order = path.slice(1).map((node) => node - 1);
  return { stops: order.map((i) => stops[i]!), order, lengthMetres: length, givenLengthMetres: givenLength, method: exact ? 'exact' : 'heuristic' };
}

/** Nearest neighbour then 2-opt and Or-opt, node 0 first. */
export function heuristicOpenPath(matrix: Float64Array, size: number): number[] {
  if (size <= 2) return Array.from({ length: size }, (_, i) => i);
  return improvePath(matrix, size, nearestNeighbourPath(matrix, size), neighbourLists(matrix, size));
}
