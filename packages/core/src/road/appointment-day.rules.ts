// A day of booked stops as the appointment-keeping order engines see it: node 0 is the start (the
// current position), nodes 1..n the stops; travel minutes and metres between every pair; each
// stop's booked time and time on site. Times are minutes after the start time, so that the sums of
// lateness keep their precision (epoch minutes are about 3 x 10^7; relative ones stay small).
//
// The schedule of a path: arrive; if early, wait until the booked time; serve; travel on. A stop's
// lateness is max(0, arrival - booked). Arrival or service start, it is the same figure: a crew
// that arrives late starts at once. The cost of a path is (total lateness, total metres), compared
// lateness first, metres second.
import type { GeoPoint } from '../maps/maps.port';
import { SCHEDULING_LIMITS } from '../scheduling/scheduling.limits';
import { distanceMatrix } from './great-circle.rules';

/**
 * Travel speed over the straight line when no driving times are known, km/h. A car across a city
 * in the working day, lights and traffic included, averages about this on the straight line
 * (slower on the road, which is longer than the straight line); a business sets its own.
 */
export const DEFAULT_SPEED_KM_PER_HOUR = 30;
/** Time on site of a stop whose service duration is unknown or 0: the app's visit length without one. */
export const DEFAULT_SERVICE_MINUTES = SCHEDULING_LIMITS.defaultVisitMinutes;

/** Lateness differences below this many minutes are rounding, not lateness. */
export const LATE_EPSILON = 1e-6;
/** Distance differences below this many metres are rounding. */
const METRES_EPSILON = 1e-6;

export interface AppointmentDay {
  /** Nodes: the start and the stops. */
  readonly size: number;
  /** Minutes from node i to node j at [i * size + j]. */
  readonly travel: Float64Array;
  /** Metres from node i to node j at [i * size + j]. */
  readonly metres: Float64Array;
  /** Earliest service start (the booked time), -Infinity for a stop with no booked time. */
  readonly ready: Float64Array;
  /** Arrival after this is late (the booked time), +Infinity for a stop with no booked time. */
  readonly due: Float64Array;
  /** Minutes on site. */
  readonly service: Float64Array;
}

/** Where a search starts: at `node`, free to leave at `time`, with the lateness and metres so far. */
export interface PathStart {
  readonly node: number;
  readonly time: number;
  readonly late: number;
  readonly metres: number;
}

interface PathCost {
  readonly late: number;
  readonly metres: number;
  /** When the last stop is left (or the start time for an empty path). */
  readonly finish: number;
}

interface AppointmentDayInput {
  readonly start: GeoPoint;
  readonly stops: readonly GeoPoint[];
  /** Booked time of each stop, minutes after the start time; null for none. */
  readonly booked: readonly (number | null)[];
  /** Minutes on site of each stop; null or 0 for unknown. */
  readonly serviceMinutes: readonly (number | null | undefined)[];
  readonly speedKmPerHour?: number;
  readonly defaultServiceMinutes?: number;
  /** Driving minutes between the nodes (start first), when a directions service gave them. */
  readonly travelMinutes?: Float64Array;
  /** Metres between the nodes (start first); great-circle distances when absent. */
  readonly distanceMetres?: Float64Array;
}

/** The engine's view of a day. Matrices of the wrong size, or a speed that is not positive, are bugs. */
export function appointmentDay(input: AppointmentDayInput): AppointmentDay {
  const size = input.stops.length + 1;
  const metres = input.distanceMetres ?? distanceMatrix([input.start, ...input.stops]);
  if (metres.length !== size * size) throw new RangeError(`distance matrix of ${metres.length} entries for ${size} nodes`);
  let travel = input.travelMinutes;
  if (travel) {
    if (travel.length !== size * size) throw new RangeError(`travel matrix of ${travel.length} entries for ${size} nodes`);
  } else {
    const speed = input.speedKmPerHour ?? DEFAULT_SPEED_KM_PER_HOUR;
    if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`speed ${speed} km/h`);
    travel = straightLineMinutes(metres, speed);
  }
  const fallback = input.defaultServiceMinutes ?? DEFAULT_SERVICE_MINUTES;
  const ready = new Float64Array(size);
  const due = new Float64Array(size);
  const service = new Float64Array(size);
  ready[0] = -Infinity;
  due[0] = Infinity;
  for (let k = 1; k < size; k++) {
    const booked = input.booked[k - 1];
    ready[k] = booked ?? -Infinity;
    due[k] = booked ?? Infinity;
    const minutes = input.serviceMinutes[k - 1];
    service[k] = minutes !== null && minutes !== undefined && minutes > 0 ? minutes : fallback;
  }
  return { size, travel, metres, ready, due, service };
}

/** Minutes along each straight line of `metres` at `speedKmPerHour` (a loop: a typed array's map calls a closure per pair). */
export function straightLineMinutes(metres: Float64Array, speedKmPerHour: number): Float64Array {
  const metresPerMinute = (speedKmPerHour * 1000) / 60;
  const minutes = new Float64Array(metres.length);
  for (let i = 0; i < metres.length; i++) minutes[i] = metres[i]! / metresPerMinute;
  return minutes;
}

/** The start of a day before any stop: at node 0, at minute 0. */
export const DAY_START: PathStart = { node: 0, time: 0, late: 0, metres: 0 };

/** The cost of visiting `path` (nodes, in order) from `from`. */
export function pathCost(day: AppointmentDay, from: PathStart, path: ArrayLike<number>, length = path.length): PathCost {
  const { size, travel, metres, ready, due, service } = day;
  let { node, time, late, metres: total } = from;
  for (let i = 0; i < length; i++) {
    const next = path[i]!;
    const arrival = time + travel[node * size + next]!;
    if (arrival > due[next]!) late += arrival - due[next]!;
    time = (arrival > ready[next]! ? arrival : ready[next]!) + service[next]!;
    total += metres[node * size + next]!;
    node = next;
  }
  return { late, metres: total, finish: time };
}

/** The state after visiting `path` from `from`: where the rest of the day starts. */
export function pathEnd(day: AppointmentDay, from: PathStart, path: readonly number[]): PathStart {
  const cost = pathCost(day, from, path);
  return { node: path.length > 0 ? path[path.length - 1]! : from.node, time: cost.finish, late: cost.late, metres: cost.metres };
}

/** Lateness first, then metres; differences within rounding count as equal. */
export function costLess(lateA: number, metresA: number, lateB: number, metresB: number): boolean {
  if (lateA < lateB - LATE_EPSILON) return true;
  if (lateA > lateB + LATE_EPSILON) return false;
  return metresA < metresB - METRES_EPSILON;
}
