import { describe, expect, it } from 'vitest';
import type { Directions, DirectionsRequest, GeoPoint } from '../maps/maps.port';
import { err, ok } from '../shared/result';
import { PlanRoute } from './plan-route.use-case';
import { inThreadStopOrdering, type StopOrdering } from './stop-ordering.port';

const origin = { latitude: 0, longitude: 0 };
// Stored order zig-zags: 3 km east, back to 1 km, then 2 km: 6 km in all, against 3 km in order.
const stops = [
  { id: 'c', latitude: 0, longitude: 0.027 },
  { id: 'a', latitude: 0, longitude: 0.009 },
  { id: 'b', latitude: 0, longitude: 0.018 },
];

const straight = {
  directions: async (request: DirectionsRequest) =>
    ok<Directions>({ legs: [], path: [request.origin, ...request.stops], distanceMetres: 0, durationSeconds: null, kind: 'straight-line' }),
};

describe('PlanRoute', () => {
  it('orders the stops from the current position and reports the saving over the stored order', async () => {
    const result = await new PlanRoute(straight).execute(origin, stops, { useStoredOrder: false });
    if (!result.ok) throw new Error('unexpected');
    expect(result.value.stops.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(result.value.savingMetres).toBeGreaterThan(2900);
    expect(result.value.savingMetres).toBeLessThan(3100);
    expect(result.value.storedMetres - result.value.orderedMetres).toBeCloseTo(result.value.savingMetres, 6);
    expect(result.value.directions?.path).toHaveLength(4);
  });

  it('keeps the stored order when asked', async () => {
    const result = await new PlanRoute(straight).execute(origin, stops, { useStoredOrder: true });
    expect(result.ok && result.value.stops.map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it('still gives the order when the directions service fails (the failure is only logged)', async () => {
    const failing = { directions: async () => err({ code: 'MAPS_UNAVAILABLE' as const, detail: 'OVER_QUERY_LIMIT' }) };
    const result = await new PlanRoute(failing).execute(origin, stops, { useStoredOrder: false });
    expect(result.ok && result.value).toMatchObject({ directions: null, directionsFailure: { code: 'MAPS_UNAVAILABLE' } });
  });
});

describe('PlanRoute with an ordering of its own (a worker)', () => {
  it('visits the stops in the order the ordering gives, with its lengths', async () => {
    const asked: Array<readonly GeoPoint[]> = [];
    const backwards: StopOrdering = {
      order: async (_, points) => {
        asked.push(points);
        return { order: points.map((_, i) => points.length - 1 - i), lengthMetres: 10, givenLengthMetres: 25 };
      },
    };
    const result = await new PlanRoute(straight, backwards).execute(origin, stops, { useStoredOrder: false });
    if (!result.ok) throw new Error('unexpected');
    expect(asked).toEqual([stops]);
    expect(result.value.stops.map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(result.value).toMatchObject({ orderedMetres: 10, storedMetres: 25, savingMetres: 15 });
  });

  it('answers as orderStops does by default', async () => {
    const own = await new PlanRoute(straight, inThreadStopOrdering).execute(origin, stops, { useStoredOrder: false });
    const byDefault = await new PlanRoute(straight).execute(origin, stops, { useStoredOrder: false });
    expect(own).toEqual(byDefault);
  });
});
