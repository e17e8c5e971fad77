// Great-circle (haversine) distances between coordinates, the measure the road screen's stop
// ordering minimises. Straight-line distance, not driving distance: good enough to order stops.
import type { GeoPoint } from '../maps/maps.port';

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const RAD = Math.PI / 180;

export function haversineMetres(a: GeoPoint, b: GeoPoint): number {
  return haversineWithCosines(a, b, Math.cos(a.latitude * RAD), Math.cos(b.latitude * RAD));
}

/** The haversine distance given the cosines of both latitudes, which a matrix works out once a point. */
function haversineWithCosines(a: GeoPoint, b: GeoPoint, cosA: number, cosB: number): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + cosA * cosB * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances between every pair of points, row-major in one array: matrix[i * points.length + j]. */
export function distanceMatrix(points: readonly GeoPoint[]): Float64Array {
  const n = points.length;
  const matrix = new Float64Array(n * n);
  // Each point's cosine once instead of once per pair.
  const cosines = points.map((point) => Math.cos(point.latitude * RAD));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const d = haversineWithCosines(points[i]!, points[j]!, cosines[i]!, cosines[j]!);
      matrix[i * n + j] = d;
      matrix[j * n + i] = d;
    }
  }
  return matrix;
}
