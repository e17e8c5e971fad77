import { describe, expect, it } from 'vitest';
import { epochMinutesAt, type BookedStop } from './appointment-order.rules';
import { orderByAppointments, planStops } from './plan-stops.rules';
import { distanceMatrix } from './great-circle.rules';
import { bookedMinutes, planOf, type StopPlanRequest } from './road-plan.rules';

const eight = epochMinutesAt('2026-12-07', 8 * 60, 'America/Sao_Paulo');
const stop = (id: string, longitude: number, bookedAt: number | null, serviceMinutes: number | null = 45): BookedStop => ({ id, latitude: -23.55, longitude, bookedAt, serviceMinutes });
const request: StopPlanRequest = {
  start: { latitude: -23.55, longitude: -46.65 },
  startAt: eight,
  stops: [stop('a', -46.64, eight + 300), stop('b', -46.6, eight + 60), stop('c', -46.62, null, null)],
  pinned: [],
  speedKmPerHour: 30,
};

describe('the road plan', () => {
  it("reads a booked local time in the business's zone, and none for no time or an unreadable one", () => {
    expect(bookedMinutes('2026-12-07T08:00:00', 'America/Sao_Paulo')).toBe(eight);
    expect(bookedMinutes('2026-12-07T08:00:00', 'Europe/Lisbon')).toBe(eight - 3 * 60);
    expect(bookedMinutes(null, 'America/Sao_Paulo')).toBeNull();
    expect(bookedMinutes(undefined, 'America/Sao_Paulo')).toBeNull();
    expect(bookedMinutes('07/12/2026 08:00', 'America/Sao_Paulo')).toBeNull();
  });

  it("gives the engine's plan as figures, read back beside the stops as the engine gave it", () => {
    const figures = planStops(request);
    const metres = distanceMatrix([request.start, ...request.stops]);
    const travelMinutes = metres.map((m) => m / 500);
    expect(planOf(request.stops, eight, figures)).toEqual(orderByAppointments({ start: request.start, startAt: eight, stops: request.stops }, { distanceMetres: metres, travelMinutes }));
    expect(figures.givenMetres).toBeCloseTo(metres[1]! + metres[4 + 2]! + metres[2 * 4 + 3]!, 6);
  });

  it('times the stops in the order given when asked (the stored order), the pins left aside', () => {
    const figures = planStops({ ...request, pinned: ['c'], asGiven: true });
    expect(Array.from(figures.order)).toEqual([0, 1, 2]);
    expect(figures.pinnedCount).toBe(0);
    expect(figures.method).toBe('given');
  });

  it('plans with the driving minutes known between stops instead of the straight line', () => {
    // a is 1 km east, booked 08:10; b 2 km east, booked 08:20; 5 min each. In a straight line a then b
    // keeps both; if a -> b takes an hour by road, b first (then a, 17 min late) is the least late.
    const day: StopPlanRequest = { ...request, stops: [stop('a', -46.64, eight + 10, 5), stop('b', -46.63, eight + 20, 5)] };
    const ids = (plan: StopPlanRequest) => planOf(plan.stops, eight, planStops(plan)).visits.map((v) => v.stop.id);
    expect(ids(day)).toEqual(['a', 'b']);
    expect(ids({ ...day, knownLegs: [{ from: 1, to: 2, minutes: 60 }] })).toEqual(['b', 'a']);
  });
});
