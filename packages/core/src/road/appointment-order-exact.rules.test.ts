import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentDay, DAY_START, pathCost, type AppointmentDay } from './appointment-day.rules';
import { exactAppointmentOrder } from './appointment-order-exact.rules';
import { bestAppointmentOrderByPermutations } from './appointment-order.reference';
import { bookedTimeOrder } from './appointment-order-search.rules';

// A failing property shrinks its counterexample; these are costly, so shrinking stops after 30 s.
const HEAVY = { interruptAfterTimeLimit: 30_000, markInterruptAsFailure: true };

// Days given by their matrices: travel minutes that need not obey the triangle rule (driving
// times rarely do), or all alike (where the lower bounds on lateness are tight), metres, booked
// minutes (or none) and minutes on site.
const arbMatrixDay = (min: number, max: number) =>
  fc.integer({ min, max }).chain((n) =>
    fc
      .record({
        travel: fc.array(fc.integer({ min: 1, max: 90 }), { minLength: (n + 1) ** 2, maxLength: (n + 1) ** 2 }),
        metres: fc.array(fc.integer({ min: 0, max: 40_000 }), { minLength: (n + 1) ** 2, maxLength: (n + 1) ** 2 }),
        booked: fc.array(fc.option(fc.integer({ min: 0, max: 600 }), { freq: 5 }), { minLength: n, maxLength: n }),
        service: fc.array(fc.integer({ min: 0, max: 120 }), { minLength: n, maxLength: n }),
        alike: fc.boolean(),
      })
      .map((r) =>
        appointmentDay({
          start: { latitude: 0, longitude: 0 },
          stops: Array.from({ length: n }, () => ({ latitude: 0, longitude: 0 })),
          booked: r.booked,
          serviceMinutes: r.service,
          travelMinutes: Float64Array.from(r.travel, (t) => (r.alike ? r.travel[0]! : t)),
          distanceMetres: Float64Array.from(r.metres),
          defaultServiceMinutes: 0,
        }),
      ),
  );

const freeOf = (day: AppointmentDay) => Array.from({ length: day.size - 1 }, (_, i) => i + 1);

describe('exactAppointmentOrder', () => {
  it('finds the least lateness of every order, then the fewest metres, triangle rule or not (property)', () => {
    fc.assert(
      fc.property(arbMatrixDay(0, 7), (day) => {
        const free = freeOf(day);
        const exact = exactAppointmentOrder(day, DAY_START, free);
        const best = bestAppointmentOrderByPermutations(day, DAY_START, free);
        expect(exact.late).toBeCloseTo(best.late, 6);
        expect(exact.metres).toBeCloseTo(best.metres, 6);
        expect([...exact.path].sort((a, b) => a - b)).toEqual(free);
        const cost = pathCost(day, DAY_START, exact.path);
        expect(cost.late).toBeCloseTo(exact.late, 9);
        expect(cost.metres).toBeCloseTo(exact.metres, 9);
      }),
      { numRuns: 300, ...HEAVY },
    );
  });

  it('gives the same optimum when told an order to beat, and that order when nothing beats it (property)', () => {
    fc.assert(
      fc.property(arbMatrixDay(1, 7), (day) => {
        const free = freeOf(day);
        const plain = exactAppointmentOrder(day, DAY_START, free);
        const byTime = bookedTimeOrder(day, free);
        const known = { path: byTime, ...pathCost(day, DAY_START, byTime) };
        const helped = exactAppointmentOrder(day, DAY_START, free, known);
        expect(helped.late).toBeCloseTo(plain.late, 6);
        expect(helped.metres).toBeCloseTo(plain.metres, 6);
        const optimum = { path: plain.path, late: plain.late, metres: plain.metres };
        expect(exactAppointmentOrder(day, DAY_START, free, optimum)).toBe(optimum);
      }),
      { numRuns: 200, ...HEAVY },
    );
  });

  it('prunes nothing it should keep: told an order just worse than the best, still finds the best (property)', () => {
    // An order a swap away from the optimum is where a lower bound that overreaches would show: it
    // would drop the optimum's partial orders as unable to beat it.
    fc.assert(
      fc.property(arbMatrixDay(2, 8), fc.nat(), (day, at) => {
        const free = freeOf(day);
        const best = bestAppointmentOrderByPermutations(day, DAY_START, free);
        const near = [...best.path];
        const i = at % (near.length - 1);
        [near[i], near[i + 1]] = [near[i + 1]!, near[i]!];
        const helped = exactAppointmentOrder(day, DAY_START, free, { path: near, ...pathCost(day, DAY_START, near) });
        expect(helped.late).toBeCloseTo(best.late, 6);
        expect(helped.metres).toBeCloseTo(best.metres, 6);
      }),
      { numRuns: 300, ...HEAVY },
    );
  });

  it('starts where the pinned stops left the crew', () => {
    const day = appointmentDay({
      start: { latitude: 0, longitude: 0 },
      stops: [0.1, 0.2, 0.3].map((longitude) => ({ latitude: 0, longitude })),
      booked: [0, 0, 0],
      serviceMinutes: [10, 10, 10],
    });
    const from = { node: 3, time: 100, late: 40, metres: 33_000 };
    const result = exactAppointmentOrder(day, from, [1, 2]);
    expect(result.path).toEqual([2, 1]); // from the far end, back along the line
    expect(result.late).toBeCloseTo(pathCost(day, from, [2, 1]).late, 9);
    expect(result.late).toBeGreaterThan(40);
  });

  it('refuses days too big to finish', () => {
    const n = 21;
    const day = appointmentDay({ start: { latitude: 0, longitude: 0 }, stops: Array.from({ length: n }, () => ({ latitude: 0, longitude: 0 })), booked: Array(n).fill(null), serviceMinutes: Array(n).fill(1) });
    expect(() => exactAppointmentOrder(day, DAY_START, freeOf(day))).toThrow(RangeError);
  });
});
