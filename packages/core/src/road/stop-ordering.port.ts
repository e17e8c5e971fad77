// Where the visiting order is worked out (spec decision 12). The order of a day of hundreds of
// stops takes long enough to hold up a page, so an app may work it out elsewhere (the web app in a
// worker); in-thread ordering is the default. Either gives orderStops's answer for the same points.
import type { GeoPoint } from '../maps/maps.port';
import { orderStops, type StopOrder } from './stop-order.rules';

/** orderStops's answer without the stops themselves: positions in the given list, and the lengths. */
export type StopOrderFigures = Pick<StopOrder<GeoPoint>, 'order' | 'lengthMetres' | 'givenLengthMetres'>;

export interface StopOrdering {
  /** The visiting order of `stops` from `origin`, as orderStops gives it. */
  order(origin: GeoPoint, stops: readonly GeoPoint[]): Promise<StopOrderFigures>;
}

/** orderStops, on the caller's thread. */
export const inThreadStopOrdering: StopOrdering = {
  order: async (origin, stops) => orderStops(origin, stops),
};
