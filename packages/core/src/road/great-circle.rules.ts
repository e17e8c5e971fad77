// Great-circle (haversine) distances between coordinates, the measure the road screen's stop
// ordering minimises. Straight-line distance, not driving distance: good enough to order stops.
import type { GeoPoint } from '../maps/maps.port';

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const RAD = Math.PI / 180;

export function haversineMetres(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RAD;
  const dLng = (b.longitude - a.longitude) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances between every pair of points, row-major in one array: matrix[i * points.length + j]. */
export function distanceMatrix(points: readonly GeoPoint[]): Float64Array {
  const n = points.length;
  const matrix = new Float64Array(n * n);
  // haversineMetres's own terms, each point's cosine worked out once instead of once per pair.
  const cosines = points.map((point) => Math.cos(point.latitude * RAD));
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    for (let j = i + 1; j < n; j++) {
      const b = points[j]!;
      const dLat = (b.latitude - a.latitude) * RAD;
      const dLng = (b.longitude - a.longitude) * RAD;
      const h = Math.sin(dLat / 2) ** 2 + cosines[i]! * cosines[j]! * Math.sin(dLng / 2) ** 2;
      const d = 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
      matrix[i * n + j] = d;
      matrix[j * n + i] = d;
    }
  }
  return matrix;
}
