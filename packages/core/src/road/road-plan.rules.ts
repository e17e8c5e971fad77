// The road screen's plan of the day (plan-the-road.md): its stops as the appointment-keeping
// engine sees them (where, when booked, how long on site), and the engine's answer as plain
// figures, so that it can be worked out where it does not hold up the page (a worker) and read
// back beside the stops.
import { Temporal } from 'temporal-polyfill';
import type { GeoPoint } from '../maps/maps.port';
import { type AppointmentOrder, type AppointmentOrderMethod, type BookedStop, type PlannedVisit } from './appointment-order.rules';

/** Driving minutes between two points of a day: 0 is the start, i + 1 the i-th stop. */
export interface KnownLeg {
  readonly from: number;
  readonly to: number;
  readonly minutes: number;
}

/** What the plan of a day is worked out from. */
export interface StopPlanRequest {
  readonly start: GeoPoint;
  /** Now, epoch minutes. */
  readonly startAt: number;
  readonly stops: readonly BookedStop[];
  /** Ids of the stops pinned to come first, in order (visits under way, then the crew's pins). */
  readonly pinned: readonly string[];
  /** The straight-line speed where no driving minutes are known. */
  readonly speedKmPerHour: number;
  /** Driving minutes a directions service gave between some of the points. */
  readonly knownLegs?: readonly KnownLeg[];
  /** The stops in the order given (the stored order), timed as they are, not ordered. */
  readonly asGiven?: boolean;
}

/** The plan as figures, visit by visit in visiting order (what a worker answers). */
export interface StopPlanFigures {
  /** For each visit, the stop's index in the request. */
  readonly order: ArrayLike<number>;
  /** How many of the first visits are pinned. */
  readonly pinnedCount: number;
  readonly arrivalAt: ArrayLike<number>;
  readonly waitMinutes: ArrayLike<number>;
  readonly lateMinutes: ArrayLike<number>;
  readonly travelMinutes: ArrayLike<number>;
  readonly distanceMetres: ArrayLike<number>;
  readonly serviceMinutes: ArrayLike<number>;
  readonly method: AppointmentOrderMethod;
  /** Metres through the stops in the order given (the stored order), from the start. */
  readonly givenMetres: number;
}

/** Epoch minutes of the business's local date and time "2026-12-06T09:30:00" in `timeZone`; null for none or unreadable. */
export function bookedMinutes(visitAt: string | null | undefined, timeZone: string): number | null {
  if (!visitAt) return null;
  const key = `${timeZone} ${visitAt}`;
  let minutes = bookedCache.get(key);
  if (minutes === undefined) {
    try {
      minutes = Temporal.PlainDateTime.from(visitAt).toZonedDateTime(timeZone).epochMilliseconds / 60_000;
    } catch {
      minutes = null;
    }
    // A day's visits share a few dozen times: each is read once.
    if (bookedCache.size >= BOOKED_CACHE_MAX) bookedCache.clear();
    bookedCache.set(key, minutes);
  }
  return minutes;
}
const BOOKED_CACHE_MAX = 5_000;
const bookedCache = new Map<string, number | null>();

/** The plan's figures read back beside the stops they were worked out for. */
export function planOf<T extends BookedStop>(stops: readonly T[], startAt: number, figures: StopPlanFigures): AppointmentOrder<T> {
  const visits: PlannedVisit<T>[] = [];
  const order: number[] = [];
  let time = startAt;
  let late = 0;
  let lateStops = 0;
  let wait = 0;
  let travelled = 0;
  let distance = 0;
  for (let i = 0; i < figures.order.length; i++) {
    const index = figures.order[i]!;
    const arrivalAt = figures.arrivalAt[i]!;
    const waitMinutes = figures.waitMinutes[i]!;
    const lateMinutes = figures.lateMinutes[i]!;
    const serviceMinutes = figures.serviceMinutes[i]!;
    time = arrivalAt + waitMinutes + serviceMinutes;
    visits.push({
      stop: stops[index]!,
      index,
      pinned: i < figures.pinnedCount,
      travelMinutes: figures.travelMinutes[i]!,
      distanceMetres: figures.distanceMetres[i]!,
      arrivalAt,
      waitMinutes,
      serviceStartAt: arrivalAt + waitMinutes,
      serviceMinutes,
      lateMinutes,
      departureAt: time,
    });
    order.push(index);
    late += lateMinutes;
    if (lateMinutes > 0) lateStops++;
    wait += waitMinutes;
    travelled += figures.travelMinutes[i]!;
    distance += figures.distanceMetres[i]!;
  }
  return { visits, order, lateMinutes: late, lateStops, waitMinutes: wait, travelMinutes: travelled, distanceMetres: distance, finishAt: time, method: figures.method };
}
