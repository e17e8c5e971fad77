import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentDay, DAY_START, DEFAULT_SERVICE_MINUTES, pathEnd } from './appointment-day.rules';
import { bestAppointmentOrderByPermutations } from './appointment-order.reference';
import { bookedTimeOrder, nearestNeighbourOrder } from './appointment-order-search.rules';
import { orderByAppointments } from './plan-stops.rules';
import { epochMinutesAt, evaluateAppointmentOrder, leavingInTime, retimeAlong, type AppointmentOrder, type BookedStop, type BookedDay } from './appointment-order.rules';
import { pathCost } from './appointment-day.rules';
import { orderStops } from './stop-order.rules';

// A failing property shrinks its counterexample; these are costly, so shrinking stops after 30 s.
const HEAVY = { interruptAfterTimeLimit: 30_000, markInterruptAsFailure: true };

const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return epochMinutesAt('2026-12-07', h! * 60 + m!, 'America/Sao_Paulo');
};

/** Points on a line, `km` kilometres from the start, with the metres between them given exactly. */
function lineDay(startAt: number, stops: { id: string; km: number; booked: string | null; service?: number | null }[]) {
  const kms = [0, ...stops.map((s) => s.km)];
  const size = kms.length;
  const distanceMetres = new Float64Array(size * size);
  for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) distanceMetres[a * size + b] = Math.abs(kms[a]! - kms[b]!) * 1000;
  const day: BookedDay<BookedStop> = {
    start: { latitude: 0, longitude: 0 },
    startAt,
    stops: stops.map((s) => ({ id: s.id, latitude: 0, longitude: s.km / 111.195, bookedAt: s.booked === null ? null : at(s.booked), serviceMinutes: s.service ?? 60 })),
  };
  return { day, distanceMetres };
}

const ids = (order: AppointmentOrder<BookedStop>) => order.visits.map((v) => v.stop.id);

describe('orderByAppointments', () => {
  // The leader's day: the nearest client is booked at 15:00, the farthest at 09:30. 30 km/h is 500 m a minute.
  const { day, distanceMetres } = lineDay(at('08:00'), [
    { id: 'near', km: 10, booked: '15:00' },
    { id: 'far', km: 30, booked: '09:30' },
  ]);

  it('goes to the 09:30 client first though the 15:00 one is nearer, and is late nowhere', () => {
    const result = orderByAppointments(day, { distanceMetres });
    expect(ids(result)).toEqual(['far', 'near']);
    expect(result.method).toBe('exact');
    expect(result.visits.map((v) => [v.arrivalAt - at('00:00'), v.waitMinutes, v.serviceStartAt - at('00:00'), v.lateMinutes, v.departureAt - at('00:00')])).toEqual([
      [9 * 60, 30, 9 * 60 + 30, 0, 10 * 60 + 30], // 30 km in 60 min: 09:00, waits until 09:30
      [11 * 60 + 10, 230, 15 * 60, 0, 16 * 60], // 20 km back in 40 min: 11:10, waits until 15:00
    ]);
    expect(result).toMatchObject({ lateMinutes: 0, lateStops: 0, waitMinutes: 260, travelMinutes: 100, distanceMetres: 50_000, finishAt: at('16:00') });
  });

  it('the order by distance alone (today’s) would reach the 09:30 client 7 h 10 min late', () => {
    expect(orderStops(day.start, day.stops).stops.map((s) => s.id)).toEqual(['near', 'far']);
    const byDistance = evaluateAppointmentOrder(day, [0, 1], { distanceMetres });
    expect(byDistance.method).toBe('given');
    expect(byDistance.visits.map((v) => v.lateMinutes)).toEqual([0, 430]); // 15:00-16:00 at the near one, then 16:40
    expect(byDistance).toMatchObject({ lateMinutes: 430, lateStops: 1, distanceMetres: 30_000 });
  });

  it('times the order again with the driving minutes of each leg where they are known (the rest as planned)', () => {
    const planned = orderByAppointments(day, { distanceMetres });
    // The drive out takes 100 min (not 60): 09:40, 10 min late; back as planned, 40 min.
    const driven = retimeAlong(planned, day.startAt, [100, null]);
    expect(ids(driven)).toEqual(['far', 'near']);
    expect(driven.visits.map((v) => [v.arrivalAt - at('00:00'), v.waitMinutes, v.lateMinutes, v.departureAt - at('00:00')])).toEqual([
      [9 * 60 + 40, 0, 10, 10 * 60 + 40],
      [11 * 60 + 20, 220, 0, 16 * 60],
    ]);
    expect(driven).toMatchObject({ lateMinutes: 10, lateStops: 1, waitMinutes: 220, travelMinutes: 140, distanceMetres: 50_000, finishAt: at('16:00') });
  });

  it('sets off in time for the first visit instead of waiting at its door: expected at its booked time, every later time the same', () => {
    const planned = orderByAppointments(day, { distanceMetres });
    const { plan, leaveAt } = leavingInTime(planned, day.startAt);
    // 60 min to the 09:30 client from 08:00: leave at 08:30, there at 09:30.
    expect(leaveAt).toBe(at('08:30'));
    expect(plan.visits.map((v) => [v.arrivalAt - at('00:00'), v.waitMinutes, v.serviceStartAt - at('00:00'), v.departureAt - at('00:00')])).toEqual([
      [9 * 60 + 30, 0, 9 * 60 + 30, 10 * 60 + 30],
      [11 * 60 + 10, 230, 15 * 60, 16 * 60],
    ]);
    expect(plan).toMatchObject({ lateMinutes: 0, waitMinutes: 230, travelMinutes: 100, finishAt: at('16:00') });
  });

  it('leaves now when the first visit cannot be reached before its booked time, or has none', () => {
    const late = retimeAlong(orderByAppointments(day, { distanceMetres }), day.startAt, [100, null]);
    expect(leavingInTime(late, day.startAt)).toEqual({ plan: late, leaveAt: day.startAt });
    // reached exactly at its booked time: no wait, nothing moves
    const exact = lineDay(at('08:30'), [{ id: 'far', km: 30, booked: '09:30' }]);
    const onTime = orderByAppointments(exact.day, { distanceMetres: exact.distanceMetres });
    expect(leavingInTime(onTime, at('08:30')).leaveAt).toBe(at('08:30'));
    const free = lineDay(at('08:00'), [{ id: 'any', km: 5, booked: null }]);
    const unbooked = orderByAppointments(free.day, { distanceMetres: free.distanceMetres });
    expect(leavingInTime(unbooked, at('08:00'))).toEqual({ plan: unbooked, leaveAt: at('08:00') });
    const empty = evaluateAppointmentOrder({ ...day, stops: [] }, [], { distanceMetres: new Float64Array(1) });
    expect(leavingInTime(empty, day.startAt).leaveAt).toBe(day.startAt);
  });

  it('keeps a stop pinned next, and orders the rest after it', () => {
    const result = orderByAppointments(day, { distanceMetres, pinned: ['near'] });
    expect(ids(result)).toEqual(['near', 'far']);
    expect(result.visits.map((v) => v.pinned)).toEqual([true, false]);
    expect(result.lateMinutes).toBe(430);
  });

  it('keeps a manual order of some stops first, in the order given, then the best order of the rest', () => {
    const { day: wide, distanceMetres: metres } = lineDay(at('08:00'), [
      { id: 'a', km: 5, booked: '13:00', service: 30 },
      { id: 'b', km: 10, booked: '08:30', service: 30 },
      { id: 'c', km: 15, booked: '12:00', service: 30 },
      { id: 'd', km: 20, booked: '10:00', service: 30 },
    ]);
    expect(ids(orderByAppointments(wide, { distanceMetres: metres }))).toEqual(['b', 'd', 'c', 'a']);
    const pinned = orderByAppointments(wide, { distanceMetres: metres, pinned: ['c', 'a'] });
    expect(ids(pinned).slice(0, 2)).toEqual(['c', 'a']);
    expect(pinned.visits.map((v) => v.pinned)).toEqual([true, true, false, false]);
    // After c (served 12:00-12:30) and a (13:00-13:30), b and d are late whatever the order:
    // b first is late 310 + 270 min, d first 240 + 380.
    expect(ids(pinned)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('ignores pinned ids that are not in the day (a visit finished meanwhile) and repeats', () => {
    const result = orderByAppointments(day, { distanceMetres, pinned: ['gone', 'near', 'near'] });
    expect(ids(result)).toEqual(['near', 'far']);
    expect(result.visits.map((v) => v.pinned)).toEqual([true, false]);
  });

  it('with every stop pinned, keeps the manual order exactly', () => {
    const result = orderByAppointments(day, { distanceMetres, pinned: ['near', 'far'] });
    expect(ids(result)).toEqual(['near', 'far']);
    expect(result.method).toBe('exact');
    expect(result.visits.every((v) => v.pinned)).toBe(true);
  });

  it('travels at the speed the business sets, or along the driving minutes given', () => {
    const fast = orderByAppointments(day, { distanceMetres, speedKmPerHour: 60 });
    expect(fast.visits[0]!.arrivalAt).toBe(at('08:30'));
    const size = 3;
    const travelMinutes = new Float64Array(size * size).fill(45);
    for (let i = 0; i < size; i++) travelMinutes[i * size + i] = 0;
    const driving = orderByAppointments(day, { distanceMetres, travelMinutes });
    expect(driving.visits.map((v) => v.travelMinutes)).toEqual([45, 45]);
    expect(driving.visits[0]!.arrivalAt).toBe(at('08:45'));
  });

  it('gives a stop with no service duration the default time on site, or the one the business sets', () => {
    const { day: unknown, distanceMetres: metres } = lineDay(at('08:00'), [{ id: 'x', km: 10, booked: '08:00', service: 0 }]);
    expect(orderByAppointments(unknown, { distanceMetres: metres }).visits[0]!.serviceMinutes).toBe(DEFAULT_SERVICE_MINUTES);
    expect(DEFAULT_SERVICE_MINUTES).toBe(60);
    const none = { ...unknown, stops: [{ ...unknown.stops[0]!, serviceMinutes: null }] };
    expect(orderByAppointments(none, { distanceMetres: metres, defaultServiceMinutes: 45 }).finishAt).toBe(at('09:05'));
  });

  it('never counts a stop with no booked time late, and never waits there', () => {
    const { day: open, distanceMetres: metres } = lineDay(at('08:00'), [
      { id: 'open', km: 10, booked: null },
      { id: 'booked', km: 20, booked: '08:10' },
    ]);
    const result = orderByAppointments(open, { distanceMetres: metres });
    expect(ids(result)).toEqual(['booked', 'open']);
    expect(result.visits.map((v) => [v.lateMinutes, v.waitMinutes])).toEqual([
      [30, 0],
      [0, 0],
    ]);
  });

  it('answers an empty day, and a day of one stop', () => {
    const empty = orderByAppointments({ start: day.start, startAt: at('08:00'), stops: [] });
    expect(empty).toEqual({ visits: [], order: [], lateMinutes: 0, lateStops: 0, waitMinutes: 0, travelMinutes: 0, distanceMetres: 0, finishAt: at('08:00'), method: 'exact' });
    const one = orderByAppointments({ ...day, stops: [day.stops[1]!] });
    expect(one.order).toEqual([0]);
    expect(one.visits[0]!.lateMinutes).toBe(0);
  });

  it('with every stop early, keeps every booked time and waits for each, however far it drives', () => {
    const { day: early, distanceMetres: metres } = lineDay(at('06:00'), [
      { id: 'a', km: 30, booked: '10:00', service: 30 },
      { id: 'b', km: 5, booked: '12:00', service: 30 },
      { id: 'c', km: 25, booked: '14:00', service: 30 },
    ]);
    const result = orderByAppointments(early, { distanceMetres: metres });
    expect(ids(result)).toEqual(['a', 'b', 'c']);
    expect(result.lateMinutes).toBe(0);
    expect(result.visits.map((v) => v.waitMinutes)).toEqual([180, 40, 50]); // 07:00, 11:20, 13:10
    expect(result.distanceMetres).toBe(75_000);
  });

  it('between orders equally late, takes the shortest', () => {
    const { day: same, distanceMetres: metres } = lineDay(at('06:00'), [
      { id: 'a', km: 30, booked: '20:00', service: 10 },
      { id: 'b', km: 10, booked: '20:00', service: 10 },
      { id: 'c', km: 20, booked: '20:00', service: 10 },
    ]);
    // All booked at 20:00: the first one reached is on time, the next late by 10 min on site plus the
    // drive, the last by that again. b, c, a and a, c, b are both late 30 + 60 min; b, c, a is 30 km, a, c, b 50.
    const result = orderByAppointments(same, { distanceMetres: metres });
    expect(ids(result)).toEqual(['b', 'c', 'a']);
    expect(result.lateMinutes).toBe(30 + 60);
    expect(evaluateAppointmentOrder(same, [0, 2, 1], { distanceMetres: metres })).toMatchObject({ lateMinutes: 90, distanceMetres: 50_000 });
  });

  it('with every stop long past its time, orders them to keep the total lateness least', () => {
    const { day: late, distanceMetres: metres } = lineDay(at('18:00'), [
      { id: 'long', km: 10, booked: '08:00', service: 120 },
      { id: 'short', km: 10, booked: '08:00', service: 10 },
    ]);
    const result = orderByAppointments(late, { distanceMetres: metres });
    expect(ids(result)).toEqual(['short', 'long']); // the short visit first delays the other less
    expect(result.lateStops).toBe(2);
    expect(result.lateMinutes).toBe(620 + 630); // 18:20, then 18:30
  });

  it('orders stops on one point (the same address) by their booked times', () => {
    const same = {
      start: { latitude: -23.55, longitude: -46.63 },
      startAt: at('08:00'),
      stops: ['10:00', '08:30', '09:00'].map((time, i) => ({ id: String(i), latitude: -23.5, longitude: -46.6, bookedAt: at(time), serviceMinutes: 20 })),
    };
    const result = orderByAppointments(same);
    expect(ids(result)).toEqual(['1', '2', '0']);
    expect(result.visits.slice(1).map((v) => v.distanceMetres)).toEqual([0, 0]);
  });

  it('uses the heuristic above the exact size, unless pins leave few enough stops', () => {
    const random = seeded(7);
    const stops = Array.from({ length: 14 }, (_, i) => ({ id: `s${i}`, latitude: -23.55 + random() * 0.2, longitude: -46.63 + random() * 0.2, bookedAt: at('08:00') + Math.floor(random() * 600), serviceMinutes: 30 }));
    const big = { start: { latitude: -23.55, longitude: -46.63 }, startAt: at('07:30'), stops };
    expect(orderByAppointments(big).method).toBe('heuristic');
    expect(orderByAppointments(big, { pinned: ['s3', 's5'] }).method).toBe('exact');
  });

  it('gives the same order every time', () => {
    const random = seeded(11);
    const stops = Array.from({ length: 40 }, (_, i) => ({ id: `s${i}`, latitude: -23.55 + random() * 0.3, longitude: -46.63 + random() * 0.3, bookedAt: at('08:00') + Math.floor(random() * 600), serviceMinutes: 20 }));
    const big = { start: { latitude: -23.55, longitude: -46.63 }, startAt: at('07:30'), stops };
    expect(orderByAppointments(big).order).toEqual(orderByAppointments(big).order);
  });
});

describe('evaluateAppointmentOrder', () => {
  it('refuses what is not an order of the day’s stops', () => {
    const { day, distanceMetres } = lineDay(at('08:00'), [
      { id: 'a', km: 1, booked: '09:00' },
      { id: 'b', km: 2, booked: '09:00' },
    ]);
    for (const order of [[0], [0, 0], [0, 2], [0, 1, 1], [0.5, 1]]) expect(() => evaluateAppointmentOrder(day, order, { distanceMetres })).toThrow(RangeError);
  });
});

describe('epochMinutesAt', () => {
  it('reads a time of day in the business’s zone', () => {
    // São Paulo is UTC-3: 09:30 there is 12:30 UTC.
    expect(epochMinutesAt('2026-12-07', 9 * 60 + 30, 'America/Sao_Paulo')).toBe(Date.UTC(2026, 11, 7, 12, 30) / 60_000);
    expect(() => epochMinutesAt('2026-12-07', 24 * 60, 'America/Sao_Paulo')).toThrow(RangeError);
  });
});

/** A deterministic generator for the fixed days above. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Random days: stops over about 20 km, booked over 08:00-18:00 (or not booked), 0-150 minutes on
// site, the start anywhere in the morning; sometimes driving minutes that break the triangle rule.
const arbDay = (min: number, max: number) =>
  fc
    .record({
      startMinute: fc.integer({ min: 6 * 60, max: 12 * 60 }),
      stops: fc.array(
        fc.record({
          latitude: fc.double({ min: -23.65, max: -23.45, noNaN: true }),
          longitude: fc.double({ min: -46.73, max: -46.53, noNaN: true }),
          booked: fc.option(fc.integer({ min: 8 * 60, max: 18 * 60 }), { freq: 6 }),
          service: fc.option(fc.integer({ min: 0, max: 150 }), { freq: 6 }),
        }),
        { minLength: min, maxLength: max },
      ),
      speed: fc.constantFrom(undefined, 15, 30, 50),
      driving: fc.boolean(),
      drivingSeed: fc.integer({ min: 1, max: 1_000_000 }),
      pinCount: fc.nat({ max: 3 }),
      pinSeed: fc.integer({ min: 1, max: 1_000_000 }),
    })
    .map((r) => {
      const day: BookedDay<BookedStop> = {
        start: { latitude: -23.55, longitude: -46.63 },
        startAt: at('00:00') + r.startMinute,
        stops: r.stops.map((s, i) => ({ id: `c${i}`, latitude: s.latitude, longitude: s.longitude, bookedAt: s.booked === null ? null : at('00:00') + s.booked, serviceMinutes: s.service })),
      };
      const size = day.stops.length + 1;
      const random = seeded(r.drivingSeed);
      const travelMinutes = r.driving ? Float64Array.from({ length: size * size }, (_, k) => (k % (size + 1) === 0 ? 0 : 5 + random() * 60)) : undefined;
      const pick = seeded(r.pinSeed);
      const shuffled = day.stops.map((s) => ({ id: s.id, key: pick() })).sort((a, b) => a.key - b.key);
      const pinned = shuffled.slice(0, Math.min(r.pinCount, day.stops.length)).map((s) => s.id);
      return { day, options: { speedKmPerHour: r.speed, travelMinutes, pinned } };
    });

/** The engine's view of the same day, and where the free stops start from after the pins. */
function referenceOf(day: BookedDay<BookedStop>, options: { speedKmPerHour?: number; travelMinutes?: Float64Array; pinned: readonly string[] }) {
  const engine = appointmentDay({
    start: day.start,
    stops: day.stops,
    booked: day.stops.map((s) => (s.bookedAt === null ? null : s.bookedAt - day.startAt)),
    serviceMinutes: day.stops.map((s) => s.serviceMinutes),
    speedKmPerHour: options.speedKmPerHour,
    travelMinutes: options.travelMinutes,
  });
  const pinnedNodes = options.pinned.map((id) => day.stops.findIndex((s) => s.id === id) + 1);
  const free = day.stops.map((_, i) => i + 1).filter((node) => !pinnedNodes.includes(node));
  const from = pathEnd(engine, DAY_START, pinnedNodes);
  return { engine, from, free, best: bestAppointmentOrderByPermutations(engine, from, free) };
}

const sameCost = (a: { lateMinutes: number; distanceMetres: number }, late: number, metres: number) => {
  expect(a.lateMinutes).toBeCloseTo(late, 6);
  expect(Math.abs(a.distanceMetres - metres)).toBeLessThanOrEqual(1e-6 * Math.max(1, metres));
};

describe('the engine against the plain reference (properties)', () => {
  it('exact: the least lateness of all orders, and the fewest metres among orders that late', () => {
    fc.assert(
      fc.property(arbDay(0, 7), ({ day, options }) => {
        const result = orderByAppointments(day, options);
        const { best } = referenceOf(day, options);
        expect(result.method).toBe('exact');
        sameCost(result, best.late, best.metres);
      }),
      { numRuns: 300, ...HEAVY },
    );
  });

  it('heuristic: never below the optimum, never worse than booked-time order, nearest neighbour or the order given', () => {
    fc.assert(
      fc.property(arbDay(1, 8), ({ day, options }) => {
        const result = orderByAppointments(day, { ...options, exactMaxStops: 0 });
        const { engine, from, free, best } = referenceOf(day, options);
        expect(result.method).toBe(free.length === 0 ? 'exact' : 'heuristic');
        expect(result.lateMinutes).toBeGreaterThanOrEqual(best.late - 1e-6);
        for (const naive of [bookedTimeOrder(engine, free), nearestNeighbourOrder(engine, from, free), free]) {
          const cost = pathCost(engine, from, naive);
          const notWorse = result.lateMinutes < cost.late - 1e-6 || (result.lateMinutes <= cost.late + 1e-6 && result.distanceMetres <= cost.metres + 1e-6);
          expect(notWorse).toBe(true);
        }
      }),
      { numRuns: 200, ...HEAVY },
    );
  });

  it('keeps the pinned stops first, in their order, and visits every stop once', () => {
    fc.assert(
      fc.property(arbDay(0, 20), ({ day, options }) => {
        const result = orderByAppointments(day, options);
        expect(ids(result).slice(0, options.pinned.length)).toEqual(options.pinned);
        expect(result.visits.map((v) => v.pinned)).toEqual(day.stops.map((_, i) => i < options.pinned.length));
        expect([...result.order].sort((a, b) => a - b)).toEqual(day.stops.map((_, i) => i));
        expect(result.method).toBe(day.stops.length - options.pinned.length <= 12 ? 'exact' : 'heuristic');
      }),
      { numRuns: 100, ...HEAVY },
    );
  });

  it('evaluate gives the engine’s own figures for its order, and each visit follows the rule', () => {
    fc.assert(
      fc.property(arbDay(0, 20), ({ day, options }) => {
        const result = orderByAppointments(day, options);
        const evaluated = evaluateAppointmentOrder(day, result.order, options);
        expect({ ...evaluated, method: result.method }).toEqual(result);
        let time = day.startAt;
        for (const visit of result.visits) {
          expect(visit.arrivalAt).toBeCloseTo(time + visit.travelMinutes, 6);
          const booked = visit.stop.bookedAt;
          expect(visit.lateMinutes).toBeCloseTo(booked === null ? 0 : Math.max(0, visit.arrivalAt - booked), 6);
          expect(visit.waitMinutes).toBeCloseTo(booked === null ? 0 : Math.max(0, booked - visit.arrivalAt), 6);
          expect(visit.serviceStartAt).toBeCloseTo(visit.arrivalAt + visit.waitMinutes, 6);
          expect(visit.departureAt).toBeCloseTo(visit.serviceStartAt + visit.serviceMinutes, 6);
          expect(visit.serviceMinutes).toBe(visit.stop.serviceMinutes ? visit.stop.serviceMinutes : DEFAULT_SERVICE_MINUTES);
          time = visit.departureAt;
        }
        const sum = (f: (v: (typeof result.visits)[number]) => number) => result.visits.reduce((a, v) => a + f(v), 0);
        expect(result.lateMinutes).toBeCloseTo(sum((v) => v.lateMinutes), 6);
        expect(result.waitMinutes).toBeCloseTo(sum((v) => v.waitMinutes), 6);
        expect(result.travelMinutes).toBeCloseTo(sum((v) => v.travelMinutes), 6);
        expect(result.distanceMetres).toBeCloseTo(sum((v) => v.distanceMetres), 6);
        expect(result.lateStops).toBe(result.visits.filter((v) => v.lateMinutes > 0).length);
        expect(result.finishAt).toBeCloseTo(time, 6);
      }),
      { numRuns: 100, ...HEAVY },
    );
  });
});
