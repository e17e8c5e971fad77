// The road screen's appointment-keeping order: from where the crew is now, through every stop of
// the day, least total lateness first, then shortest. A stop's lateness is how long after its
// booked time the crew arrives; a crew that arrives early waits for the booked time. Stops pinned
// by the crew ("next", or a manual order of some stops) come first, as given; the rest are
// ordered after them: exactly up to APPOINTMENT_EXACT_MAX_STOPS free stops, by local search above.
//
// Times are epoch minutes: a booked visit is an instant, so the engine needs no time zone, a day
// that crosses a clock change or midnight is no special case, and every figure is in the minutes
// the screen shows ("late by 12 min"). epochMinutesAt turns a time of day in the business's zone
// into one.
import { Temporal } from 'temporal-polyfill';
import type { GeoPoint } from '../maps/maps.port';
import { appointmentDay, type AppointmentDay } from './appointment-day.rules';
import type { SearchEffort } from './appointment-order-search.rules';

export interface BookedStop extends GeoPoint {
  readonly id: string;
  /** The visit's booked start, epoch minutes; null when the visit has no time (never late). */
  readonly bookedAt: number | null;
  /** Minutes on site; null, undefined or 0 when unknown (then DEFAULT_SERVICE_MINUTES, or the option). */
  readonly serviceMinutes?: number | null;
}

export interface BookedDay<T extends BookedStop> {
  /** Where the crew is now. */
  readonly start: GeoPoint;
  /** Now, epoch minutes. */
  readonly startAt: number;
  readonly stops: readonly T[];
}

export interface AppointmentOrderOptions {
  /** Straight-line speed used when no driving times are given, km/h (DEFAULT_SPEED_KM_PER_HOUR). */
  readonly speedKmPerHour?: number;
  /** Minutes on site of a stop without a service duration (DEFAULT_SERVICE_MINUTES). */
  readonly defaultServiceMinutes?: number;
  /** Driving minutes between every pair of points, the start first: (stops + 1)^2 entries, row by row. */
  readonly travelMinutes?: Float64Array;
  /** Metres between every pair of points, laid out like travelMinutes; great-circle when absent. */
  readonly distanceMetres?: Float64Array;
  /**
   * Ids of the stops to visit first, in this order: one stop pinned "next", or a manual order of
   * some stops. Ids of stops not in the day (a visit finished meanwhile) and repeats are ignored.
   */
  readonly pinned?: readonly string[];
  /** How long the search above the exact size may run (a fixed number of kicks by default). */
  readonly effort?: SearchEffort;
  /** The exact solver is used up to this many free stops; benches and tests set it. */
  readonly exactMaxStops?: number;
}

export interface PlannedVisit<T extends BookedStop> {
  readonly stop: T;
  /** The stop's index in the day's list. */
  readonly index: number;
  /** Part of the pinned prefix. */
  readonly pinned: boolean;
  /** From the previous point (the start for the first stop). */
  readonly travelMinutes: number;
  readonly distanceMetres: number;
  readonly arrivalAt: number;
  /** Minutes waited for the booked time (0 when on time or late). */
  readonly waitMinutes: number;
  readonly serviceStartAt: number;
  readonly serviceMinutes: number;
  /** Minutes after the booked time the crew arrives ("late by N min"); 0 when on time. */
  readonly lateMinutes: number;
  readonly departureAt: number;
}

export type AppointmentOrderMethod = 'exact' | 'heuristic' | 'given';

export interface AppointmentOrder<T extends BookedStop> {
  /** The visits in order, each with its expected times. */
  readonly visits: readonly PlannedVisit<T>[];
  /** For each visit, the stop's index in the day's list. */
  readonly order: readonly number[];
  readonly lateMinutes: number;
  /** Stops reached after their booked time. */
  readonly lateStops: number;
  readonly waitMinutes: number;
  readonly travelMinutes: number;
  readonly distanceMetres: number;
  /** When the last stop is left (the start time for an empty day). */
  readonly finishAt: number;
  /** 'exact' or 'heuristic' for the engine's order; 'given' for an order evaluated as given. */
  readonly method: AppointmentOrderMethod;
}

/** A time of day in the business's zone (whole minutes after midnight, under 24 h) as epoch minutes. */
export function epochMinutesAt(date: Temporal.PlainDate | string, minuteOfDay: number, timeZone: string): number {
  if (!Number.isInteger(minuteOfDay) || minuteOfDay < 0 || minuteOfDay >= 24 * 60) throw new RangeError(`minute of day ${minuteOfDay}`);
  const day = typeof date === 'string' ? Temporal.PlainDate.from(date) : date;
  const plainTime = Temporal.PlainTime.from({ hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60 });
  return day.toZonedDateTime({ timeZone, plainTime }).epochMilliseconds / 60_000;
}

/** The engine's view of the day: the start, the stops and the matrices, minutes from the day's start. */
export function engineDay<T extends BookedStop>(day: BookedDay<T>, options: AppointmentOrderOptions): AppointmentDay {
  return appointmentDay({
    start: day.start,
    stops: day.stops,
    booked: day.stops.map((s) => (s.bookedAt === null ? null : s.bookedAt - day.startAt)),
    serviceMinutes: day.stops.map((s) => s.serviceMinutes),
    speedKmPerHour: options.speedKmPerHour,
    defaultServiceMinutes: options.defaultServiceMinutes,
    travelMinutes: options.travelMinutes,
    distanceMetres: options.distanceMetres,
  });
}

/** The pinned stops' nodes in the order given, without unknown ids or repeats. */
export function pinnedNodes<T extends BookedStop>(day: BookedDay<T>, pinned: readonly string[] | undefined): number[] {
  const nodeOf = new Map<string, number>();
  day.stops.forEach((s, i) => {
    if (!nodeOf.has(s.id)) nodeOf.set(s.id, i + 1);
  });
  const nodes: number[] = [];
  for (const id of pinned ?? []) {
    const node = nodeOf.get(id);
    if (node !== undefined && !nodes.includes(node)) nodes.push(node);
  }
  return nodes;
}

/**
 * The day visited in `order` (indexes into the day's stops, each once): the same figures as the
 * engine's, for an order a person chose. An order that is not a permutation of the stops is a bug.
 */
export function evaluateAppointmentOrder<T extends BookedStop>(day: BookedDay<T>, order: readonly number[], options: AppointmentOrderOptions = {}): AppointmentOrder<T> {
  const seen = new Set(order);
  if (order.length !== day.stops.length || seen.size !== order.length || order.some((i) => !Number.isInteger(i) || i < 0 || i >= day.stops.length)) {
    throw new RangeError(`order ${JSON.stringify(order)} is not an order of ${day.stops.length} stops`);
  }
  const engine = engineDay(day, options);
  const pinned = pinnedNodes(day, options.pinned);
  return schedule(day, engine, order, prefixLength(order, pinned), 'given');
}

/** How many of the first visits of `order` are the pinned stops in their pinned order. */
function prefixLength(order: readonly number[], pinned: readonly number[]): number {
  let n = 0;
  while (n < pinned.length && n < order.length && order[n]! + 1 === pinned[n]) n++;
  return n;
}

export function schedule<T extends BookedStop>(day: BookedDay<T>, engine: AppointmentDay, order: readonly number[], pinnedCount: number, method: AppointmentOrderMethod): AppointmentOrder<T> {
  const { size, travel, metres, ready, due, service } = engine;
  const visits: PlannedVisit<T>[] = [];
  let node = 0;
  let time = 0;
  let late = 0;
  let lateStops = 0;
  let wait = 0;
  let travelled = 0;
  let distance = 0;
  for (const [at, index] of order.entries()) {
    const next = index + 1;
    const leg = travel[node * size + next]!;
    const legMetres = metres[node * size + next]!;
    const arrival = time + leg;
    const lateHere = arrival > due[next]! ? arrival - due[next]! : 0;
    const start = arrival > ready[next]! ? arrival : ready[next]!;
    time = start + service[next]!;
    visits.push({
      stop: day.stops[index]!,
      index,
      pinned: at < pinnedCount,
      travelMinutes: leg,
      distanceMetres: legMetres,
      arrivalAt: day.startAt + arrival,
      waitMinutes: start - arrival,
      serviceStartAt: day.startAt + start,
      serviceMinutes: service[next]!,
      lateMinutes: lateHere,
      departureAt: day.startAt + time,
    });
    late += lateHere;
    if (lateHere > 0) lateStops++;
    wait += start - arrival;
    travelled += leg;
    distance += legMetres;
    node = next;
  }
  return { visits, order, lateMinutes: late, lateStops, waitMinutes: wait, travelMinutes: travelled, distanceMetres: distance, finishAt: day.startAt + time, method };
}

/**
 * The same visits in the same order, timed again with the driving minutes a directions service
 * gave for each leg (the first from the start); a leg it gave none for (null, or missing) keeps
 * the minutes it was planned with. The figures the screen shows once the driving route is known.
 */
export function retimeAlong<T extends BookedStop>(plan: AppointmentOrder<T>, startAt: number, legMinutes: readonly (number | null)[]): AppointmentOrder<T> {
  let time = startAt;
  let late = 0;
  let lateStops = 0;
  let wait = 0;
  let travelled = 0;
  const visits = plan.visits.map((visit, i): PlannedVisit<T> => {
    const leg = legMinutes[i] ?? visit.travelMinutes;
    const arrival = time + leg;
    const booked = visit.stop.bookedAt;
    const lateHere = booked !== null && arrival > booked ? arrival - booked : 0;
    const start = booked !== null && booked > arrival ? booked : arrival;
    time = start + visit.serviceMinutes;
    late += lateHere;
    if (lateHere > 0) lateStops++;
    wait += start - arrival;
    travelled += leg;
    return { ...visit, travelMinutes: leg, arrivalAt: arrival, waitMinutes: start - arrival, serviceStartAt: start, lateMinutes: lateHere, departureAt: time };
  });
  return { ...plan, visits, lateMinutes: late, lateStops, waitMinutes: wait, travelMinutes: travelled, finishAt: time };
}

/**
 * The day as a crew drives it: nobody sets off hours early to wait outside the first client's
 * door, so the wait before the first visit's booked time is spent before leaving. That visit is
 * expected at its booked time and `leaveAt` is when to set off (the start time when there is no
 * wait); every later time is unchanged, since the first visit starts when it did.
 */
export function leavingInTime<T extends BookedStop>(plan: AppointmentOrder<T>, startAt: number): { readonly plan: AppointmentOrder<T>; readonly leaveAt: number } {
  const first = plan.visits[0];
  if (!first || first.waitMinutes <= 0) return { plan, leaveAt: startAt };
  const visits = [{ ...first, arrivalAt: first.serviceStartAt, waitMinutes: 0 }, ...plan.visits.slice(1)];
  return { plan: { ...plan, visits, waitMinutes: plan.waitMinutes - first.waitMinutes }, leaveAt: startAt + first.waitMinutes };
}
