import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentDay, costLess, DAY_START, pathCost, pathEnd, type AppointmentDay } from './appointment-day.rules';
import { bookedTimeOrder, nearestNeighbourOrder, searchAppointmentOrder } from './appointment-order-search.rules';
import { appointmentFarMovesFor, appointmentKicksFor, appointmentStartsFor, LONG_DAY_STOPS } from './appointment-search-effort.rules';
import { heuristicOpenPath } from './stop-order.rules';

// A failing property shrinks its counterexample; these are costly, so shrinking stops after 30 s.
const HEAVY = { interruptAfterTimeLimit: 30_000, markInterruptAsFailure: true };

// Stops over about 40 km, booked over a ten-hour day (or not booked), 0-150 minutes on site; an
// overbooked day has them booked over the first `bookedOver` minutes, so that most cannot be kept.
const arbDay = (min: number, max: number, bookedOver = 600) =>
  fc
    .array(
      fc.record({
        latitude: fc.double({ min: -23.75, max: -23.35, noNaN: true }),
        longitude: fc.double({ min: -46.83, max: -46.43, noNaN: true }),
        booked: fc.option(fc.integer({ min: 30, max: 30 + bookedOver }), { freq: 8 }),
        service: fc.integer({ min: 0, max: 150 }),
      }),
      { minLength: min + 1, maxLength: max + 1 },
    )
    .map(([start, ...stops]) =>
      appointmentDay({ start: start!, stops, booked: stops.map((s) => s.booked), serviceMinutes: stops.map((s) => s.service), defaultServiceMinutes: 0 }),
    );

const freeOf = (day: AppointmentDay) => Array.from({ length: day.size - 1 }, (_, i) => i + 1);
const notWorse = (a: { late: number; metres: number }, b: { late: number; metres: number }) => !costLess(b.late, b.metres, a.late, a.metres);

describe('searchAppointmentOrder', () => {
  it('visits every stop once and is never worse than booked-time order or nearest neighbour, pins or not (property)', () => {
    fc.assert(
      fc.property(arbDay(1, 40), fc.nat({ max: 3 }), (day, pins) => {
        const pinned = freeOf(day).slice(0, Math.min(pins, day.size - 2));
        const from = pathEnd(day, DAY_START, pinned);
        const free = freeOf(day).filter((k) => !pinned.includes(k));
        const found = searchAppointmentOrder(day, from, free);
        expect([...found.path].sort((a, b) => a - b)).toEqual(free);
        const cost = pathCost(day, from, found.path);
        expect(cost.late).toBeCloseTo(found.late, 6);
        expect(cost.metres).toBeCloseTo(found.metres, 6);
        expect(notWorse(found, pathCost(day, from, bookedTimeOrder(day, free)))).toBe(true);
        expect(notWorse(found, pathCost(day, from, nearestNeighbourOrder(day, from, free)))).toBe(true);
      }),
      { numRuns: 150, ...HEAVY },
    );
  });

  it('does no worse with more starts or more kicks: the same search, carried further (property)', () => {
    fc.assert(
      fc.property(arbDay(5, 60), (day) => {
        const free = freeOf(day);
        const one = searchAppointmentOrder(day, DAY_START, free, { starts: 1, kicks: 0 });
        const three = searchAppointmentOrder(day, DAY_START, free, { starts: 3, kicks: 0 });
        const usual = searchAppointmentOrder(day, DAY_START, free);
        const more = searchAppointmentOrder(day, DAY_START, free, { kicks: appointmentKicksFor(free.length) + 40 });
        expect(notWorse(three, one)).toBe(true);
        expect(notWorse(more, usual)).toBe(true);
      }),
      { numRuns: 40, ...HEAVY },
    );
  });

  it('leaves no cheaper move of one stop to any place, reversal of any stretch, nor swap up to 12 places apart behind its descent: its costing is exact (property)', () => {
    fc.assert(
      fc.property(fc.oneof(arbDay(2, 40), arbDay(20, 40, 240)), (day) => {
        const free = freeOf(day);
        const found = searchAppointmentOrder(day, DAY_START, free, { starts: 1, kicks: 0, far: true });
        if (free.every((k) => day.due[k] === Infinity)) return; // handed to the distance heuristic
        const path = found.path;
        for (let i = 0; i < path.length; i++) {
          for (let j = 0; j < path.length; j++) {
            if (j === i) continue;
            const moved = [...path];
            moved.splice(j, 0, ...moved.splice(i, 1));
            expect(notWorse(found, pathCost(day, DAY_START, moved))).toBe(true);
            if (j < i) continue;
            const reversed = [...path.slice(0, i), ...path.slice(i, j + 1).reverse(), ...path.slice(j + 1)];
            expect(notWorse(found, pathCost(day, DAY_START, reversed))).toBe(true);
            if (j - i > 12) continue;
            const swapped = [...path];
            [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
            expect(notWorse(found, pathCost(day, DAY_START, swapped))).toBe(true);
          }
        }
      }),
      { numRuns: 120, ...HEAVY },
    );
  });

  it('kicks until the time budget is spent, reading the clock given', () => {
    const day = fc.sample(arbDay(30, 30), { numRuns: 1, seed: 7 })[0]!;
    let now = 0;
    let reads = 0;
    const clock = () => {
      reads++;
      return (now += 1);
    };
    const budgeted = searchAppointmentOrder(day, DAY_START, freeOf(day), { timeBudgetMs: 5, clock });
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(reads).toBeLessThanOrEqual(7); // the start, then one look every 8 kicks until 5 ms have passed
    expect(notWorse(budgeted, searchAppointmentOrder(day, DAY_START, freeOf(day)))).toBe(true);
  });

  it('with no booked stop, lateness cannot change: the shortest open path', () => {
    const stops = Array.from({ length: 25 }, (_, i) => ({ latitude: -23.5 + Math.sin(i * 5.1) * 0.2, longitude: -46.6 + Math.cos(i * 2.3) * 0.2 }));
    const day = appointmentDay({ start: { latitude: -23.5, longitude: -46.6 }, stops, booked: stops.map(() => null), serviceMinutes: stops.map(() => 30) });
    const found = searchAppointmentOrder(day, DAY_START, freeOf(day));
    expect(found.late).toBe(0);
    const shortest = heuristicOpenPath(day.metres, day.size).slice(1);
    expect(found.metres).toBeLessThanOrEqual(pathCost(day, DAY_START, shortest).metres + 1e-6);
  });

  it('gives the same order every time', () => {
    const day = fc.sample(arbDay(70, 70), { numRuns: 1, seed: 3 })[0]!;
    expect(searchAppointmentOrder(day, DAY_START, freeOf(day)).path).toEqual(searchAppointmentOrder(day, DAY_START, freeOf(day)).path);
    expect([appointmentStartsFor(70), appointmentKicksFor(70), appointmentFarMovesFor(70)]).toEqual([2, 70, true]);
    expect([appointmentStartsFor(76), appointmentKicksFor(76), appointmentFarMovesFor(76)]).toEqual([1, 70, true]);
    expect([appointmentStartsFor(75), appointmentFarMovesFor(41)]).toEqual([2, true]);
    expect([appointmentStartsFor(40), appointmentKicksFor(40), appointmentFarMovesFor(40)]).toEqual([2, 16, false]);
  });

  it("plans a long day (a leader's whole business) with less effort: one descent, no far moves, no kicks, still every stop once and no later than booked-time order", () => {
    expect([appointmentStartsFor(LONG_DAY_STOPS), appointmentKicksFor(LONG_DAY_STOPS), appointmentFarMovesFor(LONG_DAY_STOPS)]).toEqual([1, 70, true]);
    expect([appointmentStartsFor(LONG_DAY_STOPS + 1), appointmentKicksFor(LONG_DAY_STOPS + 1), appointmentFarMovesFor(LONG_DAY_STOPS + 1)]).toEqual([1, 0, false]);
    const day = fc.sample(arbDay(LONG_DAY_STOPS + 30, LONG_DAY_STOPS + 30), { numRuns: 1, seed: 5 })[0]!;
    const free = freeOf(day);
    const found = searchAppointmentOrder(day, DAY_START, free);
    expect([...found.path].sort((a, b) => a - b)).toEqual(free);
    expect(notWorse(found, pathCost(day, DAY_START, bookedTimeOrder(day, free)))).toBe(true);
    expect(notWorse(found, pathCost(day, DAY_START, nearestNeighbourOrder(day, DAY_START, free)))).toBe(true);
  });
});
