import { describe, expect, it } from 'vitest';
import { appointmentDay, costLess, DAY_START, DEFAULT_SPEED_KM_PER_HOUR, pathCost, pathEnd } from './appointment-day.rules';

const start = { latitude: 0, longitude: 0 };
const stops = [
  { latitude: 0, longitude: 0.1 },
  { latitude: 0, longitude: 0.2 },
];
// 0 - 10 km - 1 - 10 km - 2, exactly.
const metres = Float64Array.from([0, 10_000, 20_000, 10_000, 0, 10_000, 20_000, 10_000, 0]);

describe('appointmentDay', () => {
  it('drives the straight line at 30 km/h by default, or at the speed given', () => {
    expect(DEFAULT_SPEED_KM_PER_HOUR).toBe(30);
    const day = appointmentDay({ start, stops, booked: [null, null], serviceMinutes: [10, 10], distanceMetres: metres });
    expect(day.travel[1]).toBe(20); // 10 km at 500 m a minute
    expect(appointmentDay({ start, stops, booked: [null, null], serviceMinutes: [10, 10], distanceMetres: metres, speedKmPerHour: 60 }).travel[2]).toBe(20);
    // Without a matrix, great-circle metres: 0.1 degree of longitude on the equator.
    expect(appointmentDay({ start, stops, booked: [null, null], serviceMinutes: [10, 10] }).metres[1]).toBeCloseTo(11_119.5, 0);
  });

  it('takes driving minutes as given, and a missing or zero service duration as the default', () => {
    const travelMinutes = Float64Array.from([0, 7, 9, 8, 0, 3, 9, 4, 0]);
    const day = appointmentDay({ start, stops, booked: [60, null], serviceMinutes: [0, null], distanceMetres: metres, travelMinutes, defaultServiceMinutes: 25 });
    expect([...day.travel]).toEqual([...travelMinutes]);
    expect([...day.service]).toEqual([0, 25, 25]);
    expect([day.ready[1], day.due[1], day.ready[2], day.due[2]]).toEqual([60, 60, -Infinity, Infinity]);
  });

  it('treats matrices of the wrong size and speeds that are not positive as bugs', () => {
    const base = { start, stops, booked: [null, null], serviceMinutes: [10, 10] };
    expect(() => appointmentDay({ ...base, distanceMetres: new Float64Array(4) })).toThrow(RangeError);
    expect(() => appointmentDay({ ...base, travelMinutes: new Float64Array(8) })).toThrow(RangeError);
    for (const speedKmPerHour of [0, -5, NaN, Infinity]) expect(() => appointmentDay({ ...base, speedKmPerHour })).toThrow(RangeError);
  });
});

describe('pathCost', () => {
  it('arrives, waits for the booked time when early, serves, travels on; lateness counted at arrival', () => {
    // Stop 1 booked at minute 30 (reached at 20: waits 10), 45 min on site; stop 2 booked at 60, reached at 30 + 45 + 20 = 95.
    const day = appointmentDay({ start, stops, booked: [30, 60], serviceMinutes: [45, 5], distanceMetres: metres });
    expect(pathCost(day, DAY_START, [1, 2])).toEqual({ late: 35, metres: 20_000, finish: 100 });
    // The other way: stop 2 at 40 (waits until 60), stop 1 at 60 + 5 + 20 = 85, late 55.
    expect(pathCost(day, DAY_START, [2, 1])).toEqual({ late: 55, metres: 30_000, finish: 130 });
    expect(pathEnd(day, DAY_START, [2])).toEqual({ node: 2, time: 65, late: 0, metres: 20_000 });
    expect(pathCost(day, pathEnd(day, DAY_START, [2]), [1])).toEqual(pathCost(day, DAY_START, [2, 1]));
  });
});

describe('costLess', () => {
  it('compares lateness first, metres second, and ignores rounding', () => {
    expect(costLess(10, 9_000, 11, 1_000)).toBe(true);
    expect(costLess(10, 1_000, 10, 2_000)).toBe(true);
    expect(costLess(10, 2_000, 10, 1_000)).toBe(false);
    expect(costLess(10 + 1e-9, 999, 10, 1_000)).toBe(true);
    expect(costLess(10, 1_000, 10, 1_000 + 1e-9)).toBe(false);
  });
});
