import { describe, expect, it } from 'vitest';
import type { Directions, DirectionsRequest } from '../maps/maps.port';
import { err, ok } from '../shared/result';
import { epochMinutesAt, type BookedStop } from './appointment-order.rules';
import { PlanRoute, type PlanRouteOptions } from './plan-route.use-case';
import { inThreadStopOrdering, planStops } from './plan-stops.rules';
import type { StopPlanRequest } from './road-plan.rules';
import type { StopOrdering } from './stop-ordering.port';

const origin = { latitude: 0, longitude: 0 };
const at = (hhmm: string) => epochMinutesAt('2026-12-07', Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'America/Sao_Paulo');
// Stored order zig-zags: 3 km east, back to 1 km, then 2 km: 6 km in all, against 3 km in order.
// None is booked: the order is the shortest.
const stop = (id: string, longitude: number, bookedAt: number | null = null): BookedStop => ({ id, latitude: 0, longitude, bookedAt, serviceMinutes: 30 });
const stops = [stop('c', 0.027), stop('a', 0.009), stop('b', 0.018)];
const options: PlanRouteOptions = { useStoredOrder: false, startAt: at('08:00'), pinned: [], speedKmPerHour: 30 };

const straight = {
  asked: [] as DirectionsRequest[],
  async directions(request: DirectionsRequest) {
    this.asked.push(request);
    return ok<Directions>({ legs: [], path: [request.origin, ...request.stops], distanceMetres: 0, durationSeconds: null, kind: 'straight-line' });
  },
};

/** Directions that time every leg at `minutes` (a road as a directions service knows it). */
const timedLegs = (minutes: number) => ({
  async directions(request: DirectionsRequest) {
    const points = [request.origin, ...request.stops];
    const legs = request.stops.map((to, i) => ({ from: points[i]!, to, distanceMetres: 1000, durationSeconds: minutes * 60 }));
    return ok<Directions>({ legs, path: points, distanceMetres: 1000 * legs.length, durationSeconds: minutes * 60 * legs.length, kind: 'driving' });
  },
});

describe('PlanRoute', () => {
  it('orders the stops from the current position and reports the saving over the stored order', async () => {
    const result = await new PlanRoute(straight, inThreadStopOrdering).execute(origin, stops, options);
    if (!result.ok) throw new Error('unexpected');
    expect(result.value.stops.map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(result.value.savingMetres).toBeGreaterThan(2900);
    expect(result.value.savingMetres).toBeLessThan(3100);
    expect(result.value.storedMetres - result.value.orderedMetres).toBeCloseTo(result.value.savingMetres, 6);
    expect(result.value.directions?.path).toHaveLength(4);
  });

  it("keeps the booked times first: the 09:00 client 3 km away before the 14:00 one at 1 km, each visit timed from now", async () => {
    const day = [stop('late', 0.009, at('14:00')), stop('early', 0.027, at('09:00'))];
    const result = await new PlanRoute(straight, inThreadStopOrdering).execute(origin, day, options);
    if (!result.ok) throw new Error('unexpected');
    expect(result.value.stops.map((s) => s.id)).toEqual(['early', 'late']);
    // 3 km at 30 km/h: 6 min, so the crew sets off at 08:54 and is there at 09:00 (not at 08:06 to
    // wait an hour), leaves at 09:30, back 2 km in 4 min, waits until 14:00.
    expect(Math.round(result.value.leaveAt - at('08:00'))).toBe(54);
    expect(result.value.plan.visits.map((v) => [Math.round(v.arrivalAt - at('08:00')), Math.round(v.waitMinutes), v.lateMinutes])).toEqual([
      [60, 0, 0],
      [94, 266, 0],
    ]);
    expect(result.value.plan.lateMinutes).toBe(0);
  });

  it("puts the crew's pins first and says which visits are pinned", async () => {
    const result = await new PlanRoute(straight, inThreadStopOrdering).execute(origin, stops, { ...options, pinned: ['c'] });
    expect(result.ok && result.value.plan.visits.map((v) => [v.stop.id, v.pinned])).toEqual([
      ['c', true],
      ['b', false],
      ['a', false],
    ]);
  });

  it('keeps the stored order when asked, timed as it is, the pins left aside', async () => {
    const result = await new PlanRoute(straight, inThreadStopOrdering).execute(origin, stops, { ...options, useStoredOrder: true, pinned: ['b'] });
    if (!result.ok) throw new Error('unexpected');
    expect(result.value.stops.map((s) => s.id)).toEqual(['c', 'a', 'b']);
    expect(result.value.plan.method).toBe('given');
    expect(result.value.plan.visits.some((v) => v.pinned)).toBe(false);
    expect(result.value.savingMetres).toBe(0);
  });

  it('still gives the order when the directions service fails (the failure is only logged)', async () => {
    const failing = { directions: async () => err({ code: 'MAPS_UNAVAILABLE' as const, detail: 'OVER_QUERY_LIMIT' }) };
    const result = await new PlanRoute(failing, inThreadStopOrdering).execute(origin, stops, options);
    expect(result.ok && result.value).toMatchObject({ directions: null, directionsFailure: { code: 'MAPS_UNAVAILABLE' } });
    expect(result.ok && result.value.stops).toHaveLength(3);
  });

  it('times the visits with the driving minutes the directions give, and plans the next time with them', async () => {
    const requests: StopPlanRequest[] = [];
    const recording: StopOrdering = {
      plan: async (request) => {
        requests.push(request);
        return planStops(request);
      },
    };
    const plan = new PlanRoute(timedLegs(20), recording);
    const first = await plan.execute(origin, stops, options);
    if (!first.ok) throw new Error('unexpected');
    expect(first.value.plan.visits.map((v) => v.travelMinutes)).toEqual([20, 20, 20]);
    expect(first.value.plan.visits[0]!.arrivalAt).toBe(at('08:20'));
    await plan.execute(origin, stops, options);
    // a -> b and b -> c are known now (stops 2 -> 3 and 3 -> 1 as the plan numbers them); the leg from the position is not kept.
    expect(requests[1]!.knownLegs).toEqual([
      { from: 2, to: 3, minutes: 20 },
      { from: 3, to: 1, minutes: 20 },
    ]);
  });

  it('asks the route again only when the order changed or the position moved 50 m or more', async () => {
    straight.asked.length = 0;
    const plan = new PlanRoute(straight, inThreadStopOrdering);
    await plan.execute(origin, stops, options);
    await plan.execute({ latitude: 0, longitude: 0.0002 }, stops, options); // 22 m
    expect(straight.asked).toHaveLength(1);
    await plan.execute({ latitude: 0, longitude: 0.0006 }, stops, options); // 67 m
    expect(straight.asked).toHaveLength(2);
    await plan.execute({ latitude: 0, longitude: 0.0006 }, stops, { ...options, pinned: ['c'] });
    expect(straight.asked).toHaveLength(3);
  });
});

describe('PlanRoute with a planner of its own (a worker)', () => {
  it("visits the stops in the order the planner gives, with its figures", async () => {
    const asked: StopPlanRequest[] = [];
    const backwards: StopOrdering = {
      plan: async (request) => {
        asked.push(request);
        const n = request.stops.length;
        const zeros = new Float64Array(n);
        return { order: Int32Array.from({ length: n }, (_, i) => n - 1 - i), pinnedCount: 0, arrivalAt: zeros, waitMinutes: zeros, lateMinutes: zeros, travelMinutes: zeros, distanceMetres: Float64Array.from({ length: n }, () => 5), serviceMinutes: zeros, method: 'heuristic', givenMetres: 25 };
      },
    };
    const result = await new PlanRoute(straight, backwards).execute(origin, stops, options);
    if (!result.ok) throw new Error('unexpected');
    expect(asked.map((r) => r.stops)).toEqual([stops]);
    expect(result.value.stops.map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(result.value).toMatchObject({ orderedMetres: 15, storedMetres: 25, savingMetres: 10 });
  });

});
