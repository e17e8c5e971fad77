// Directions services take a limited number of waypoints per request (Google: 25), so a long
// visiting order is split into legs (spec decision 12): each leg starts where the previous one ended.
import type { GeoPoint } from '../maps/maps.port';

export const MAX_STOPS_PER_LEG = 25;

export interface RouteLeg<T extends GeoPoint> {
  /** The current position for the first leg, then the previous leg's last stop. */
  readonly origin: GeoPoint;
  /** The leg's stops in order, at most 25; the last one is the leg's destination. */
  readonly stops: readonly T[];
}

/** One leg for up to 25 stops; more are split into legs of 25, the last one shorter. No stops, no legs. */
export function splitIntoLegs<T extends GeoPoint>(origin: GeoPoint, stops: readonly T[], maxStopsPerLeg = MAX_STOPS_PER_LEG): readonly RouteLeg<T>[] {
  if (!Number.isInteger(maxStopsPerLeg) || maxStopsPerLeg < 1) throw new RangeError(`maxStopsPerLeg must be a positive integer, got ${maxStopsPerLeg}`);
  const legs: RouteLeg<T>[] = [];
  let from: GeoPoint = origin;
  for (let i = 0; i < stops.length; i += maxStopsPerLeg) {
    const leg = stops.slice(i, i + maxStopsPerLeg);
    legs.push({ origin: from, stops: leg });
    from = leg[leg.length - 1]!;
  }
  return legs;
}
