// Stops that share one point although their addresses differ: the geocoder could place those
// addresses only roughly (offline, at the city's centre), so the road screen says so and the map
// spreads them around that point instead of stacking them (issue 13, ADR 0026).
import type { GeoPoint } from '../maps/maps.port';
import { haversineMetres } from './great-circle.rules';

/** Two different addresses closer than this are taken as placed at one rough point. */
export const SAME_POINT_METRES = 50;

export interface PlacedStop extends GeoPoint {
  readonly id: string;
  /** The address as written; stops at one address (a building's flats) may share a point. */
  readonly address: string;
}

/** The ids of the stops placed on the same point as another stop with a different address. */
export function approximatelyPlaced(stops: readonly PlacedStop[], withinMetres = SAME_POINT_METRES): ReadonlySet<string> {
  const rough = new Set<string>();
  const key = (address: string): string => address.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  for (let i = 0; i < stops.length; i += 1) {
    for (let j = i + 1; j < stops.length; j += 1) {
      const [a, b] = [stops[i]!, stops[j]!];
      if (key(a.address) !== key(b.address) && haversineMetres(a, b) <= withinMetres) {
        rough.add(a.id);
        rough.add(b.id);
      }
    }
  }
  return rough;
}
