// The road's planning engine: the appointment-keeping order of a day and its plan, timed. Kept
// apart from the rules that read and show a plan, so that a page that has the plan worked out
// elsewhere (the web app's worker) never loads the search.
import { costLess, DAY_START, pathCost, pathEnd, straightLineMinutes } from './appointment-day.rules';
import { APPOINTMENT_EXACT_MAX_STOPS, exactAppointmentOrder } from './appointment-order-exact.rules';
import { searchAppointmentOrder } from './appointment-order-search.rules';
import { engineDay, evaluateAppointmentOrder, pinnedNodes, schedule, type AppointmentOrder, type AppointmentOrderOptions, type BookedDay, type BookedStop, type PlannedVisit } from './appointment-order.rules';
import { distanceMatrix } from './great-circle.rules';
import type { KnownLeg, StopPlanFigures, StopPlanRequest } from './road-plan.rules';
import type { StopOrdering } from './stop-ordering.port';

/** The appointment-keeping order of the day's stops (see the module's comment). */
export function orderByAppointments<T extends BookedStop>(day: BookedDay<T>, options: AppointmentOrderOptions = {}): AppointmentOrder<T> {
  const engine = engineDay(day, options);
  const pinned = pinnedNodes(day, options.pinned);
  const isPinned = new Set(pinned);
  const free = day.stops.map((_, i) => i + 1).filter((node) => !isPinned.has(node));
  const from = pathEnd(engine, DAY_START, pinned);
  const exact = free.length <= (options.exactMaxStops ?? APPOINTMENT_EXACT_MAX_STOPS);
  let path: readonly number[];
  if (exact) {
    // The heuristic's order first: the exact search drops whatever cannot beat it.
    const incumbent = free.length > 3 ? searchAppointmentOrder(engine, from, free, { kicks: 0 }) : undefined;
    path = exactAppointmentOrder(engine, from, free, incumbent).path;
  } else {
    path = searchAppointmentOrder(engine, from, free, options.effort).path;
    // Never worse than the order the stops came in.
    const given = pathCost(engine, from, free);
    const found = pathCost(engine, from, path);
    if (costLess(given.late, given.metres, found.late, found.metres)) path = free;
  }
  return schedule(day, engine, [...pinned, ...path].map((node) => node - 1), pinned.length, exact ? 'exact' : 'heuristic');
}

/** The straight-line minutes between the points at `speedKmPerHour`, with the known driving minutes put in. */
function travelMatrix(metres: Float64Array, speedKmPerHour: number, knownLegs: readonly KnownLeg[], size: number): Float64Array {
  const travel = straightLineMinutes(metres, speedKmPerHour);
  for (const { from, to, minutes } of knownLegs) {
    if (from >= 0 && from < size && to >= 0 && to < size && from !== to && minutes >= 0 && Number.isFinite(minutes)) travel[from * size + to] = minutes;
  }
  return travel;
}

/** The plan of the day: the engine's order (or the order given), each visit timed. */
export function planStops(request: StopPlanRequest): StopPlanFigures {
  const { start, startAt, stops } = request;
  const size = stops.length + 1;
  const metres = distanceMatrix([start, ...stops]);
  const options = {
    distanceMetres: metres,
    travelMinutes: travelMatrix(metres, request.speedKmPerHour, request.knownLegs ?? [], size),
    pinned: request.asGiven ? [] : request.pinned,
  };
  const day: BookedDay<BookedStop> = { start, startAt, stops };
  const plan = request.asGiven ? evaluateAppointmentOrder(day, stops.map((_, i) => i), options) : orderByAppointments(day, options);
  let givenMetres = 0;
  for (let i = 0; i < stops.length; i++) givenMetres += metres[i * size + i + 1]!;
  const column = (pick: (visit: PlannedVisit<BookedStop>) => number) => Float64Array.from(plan.visits, pick);
  return {
    order: Int32Array.from(plan.order),
    pinnedCount: plan.visits.filter((v) => v.pinned).length,
    arrivalAt: column((v) => v.arrivalAt),
    waitMinutes: column((v) => v.waitMinutes),
    lateMinutes: column((v) => v.lateMinutes),
    travelMinutes: column((v) => v.travelMinutes),
    distanceMetres: column((v) => v.distanceMetres),
    serviceMinutes: column((v) => v.serviceMinutes),
    method: plan.method,
    givenMetres,
  };
}

/** planStops, on the caller's thread. */
export const inThreadStopOrdering: StopOrdering = {
  plan: async (request) => planStops(request),
};
