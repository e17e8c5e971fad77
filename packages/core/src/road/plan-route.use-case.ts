// The road screen's route (spec decision 12): the stops ordered from the current position (or kept in
// the stored order when the person switches the toggle), the driving directions through them,
// and how much shorter the ordered route is than the stored one. The order is worked out by the
// StopOrdering given (off the page's thread in the web app), orderStops itself by default.
import type { Directions, DirectionsService, GeoPoint, MapsFailure } from '../maps/maps.port';
import { ok, type Result } from '../shared/result';
import { inThreadStopOrdering, type StopOrdering } from './stop-ordering.port';

export interface PlannedRoute<T extends GeoPoint> {
  readonly stops: readonly T[];
  readonly orderedMetres: number;
  readonly storedMetres: number;
  /** Metres the ordered route saves over the stored order (0 or more). */
  readonly savingMetres: number;
  /** The driving route, or null when the directions service failed (only logged, 001 section 8). */
  readonly directions: Directions | null;
  readonly directionsFailure: MapsFailure | null;
}

export class PlanRoute {
  constructor(
    private readonly directions: DirectionsService,
    private readonly ordering: StopOrdering = inThreadStopOrdering,
  ) {}

  async execute<T extends GeoPoint>(origin: GeoPoint, stops: readonly T[], options: { useStoredOrder: boolean }): Promise<Result<PlannedRoute<T>, never>> {
    const order = await this.ordering.order(origin, stops);
    const chosen = options.useStoredOrder ? stops : order.order.map((index) => stops[index]!);
    const base = {
      stops: chosen,
      orderedMetres: order.lengthMetres,
      storedMetres: order.givenLengthMetres,
      savingMetres: Math.max(0, order.givenLengthMetres - order.lengthMetres),
    };
    if (chosen.length === 0) return ok({ ...base, directions: null, directionsFailure: null });
    const route = await this.directions.directions({ origin, stops: chosen });
    return ok({ ...base, directions: route.ok ? route.value : null, directionsFailure: route.ok ? null : route.error });
  }
}
