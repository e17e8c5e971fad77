// What the road's planning worker is sent and answers, as flat typed arrays moved to the worker and
// back rather than copied: the points (the position first), each stop's booked time and minutes on
// site, the pins, the driving minutes known; and the plan, visit by visit.
import { LONG_DAY_STOPS, type BookedStop, type StopPlanFigures, type StopPlanRequest } from '@fieldteam/core';

export interface StopPlanMessage {
  readonly id: number;
  readonly startAt: number;
  /** latitude, longitude of the start, then of each stop. */
  readonly points: Float64Array;
  /** Each stop's booked time, epoch minutes; NaN for none. */
  readonly booked: Float64Array;
  /** Each stop's minutes on site; NaN for unknown (the default then). */
  readonly service: Float64Array;
  /** The pinned stops' indexes, in order. */
  readonly pinned: Int32Array;
  /** from, to, minutes of each driving leg known. */
  readonly legs: Float64Array;
  readonly speedKmPerHour: number;
  readonly asGiven: boolean;
}

type Figures = Omit<StopPlanFigures, 'order' | 'arrivalAt' | 'waitMinutes' | 'lateMinutes' | 'travelMinutes' | 'distanceMetres' | 'serviceMinutes'> & {
  readonly order: Int32Array;
  readonly arrivalAt: Float64Array;
  readonly waitMinutes: Float64Array;
  readonly lateMinutes: Float64Array;
  readonly travelMinutes: Float64Array;
  readonly distanceMetres: Float64Array;
  readonly serviceMinutes: Float64Array;
};

export type StopPlanAnswer = ({ readonly id: number } & Figures) | { readonly id: number; readonly failure: string };

export function stopPlanMessage(id: number, request: StopPlanRequest): StopPlanMessage {
  const { start, stops } = request;
  const points = new Float64Array(2 * (stops.length + 1));
  const booked = new Float64Array(stops.length);
  const service = new Float64Array(stops.length);
  points[0] = start.latitude;
  points[1] = start.longitude;
  stops.forEach((stop, i) => {
    points[2 * i + 2] = stop.latitude;
    points[2 * i + 3] = stop.longitude;
    booked[i] = stop.bookedAt ?? Number.NaN;
    service[i] = stop.serviceMinutes ?? Number.NaN;
  });
  const index = new Map(stops.map((stop, i) => [stop.id, i]));
  const pinned = Int32Array.from(request.pinned.map((pin) => index.get(pin) ?? -1).filter((i) => i >= 0));
  const legs = Float64Array.from((request.knownLegs ?? []).flatMap((leg) => [leg.from, leg.to, leg.minutes]));
  return { id, startAt: request.startAt, points, booked, service, pinned, legs, speedKmPerHour: request.speedKmPerHour, asGiven: request.asGiven === true };
}

/** The request a message carries (stops named by their index). */
function requestOf(message: StopPlanMessage): StopPlanRequest {
  const { points, booked, service, legs } = message;
  const stops: BookedStop[] = [];
  for (let i = 0; i < booked.length; i++) {
    stops.push({ id: String(i), latitude: points[2 * i + 2]!, longitude: points[2 * i + 3]!, bookedAt: Number.isNaN(booked[i]!) ? null : booked[i]!, serviceMinutes: Number.isNaN(service[i]!) ? null : service[i]! });
  }
  const knownLegs = [];
  for (let i = 0; i + 2 < legs.length; i += 3) knownLegs.push({ from: legs[i]!, to: legs[i + 1]!, minutes: legs[i + 2]! });
  return {
    start: { latitude: points[0]!, longitude: points[1]! },
    startAt: message.startAt,
    stops,
    pinned: Array.from(message.pinned, String),
    speedKmPerHour: message.speedKmPerHour,
    knownLegs,
    asGiven: message.asGiven,
  };
}

/** The worker's work: the plan (planStops) of the day sent. */
function answerStopPlan(message: StopPlanMessage, plan: (request: StopPlanRequest) => StopPlanFigures): StopPlanAnswer {
  try {
    const figures = plan(requestOf(message));
    return {
      id: message.id,
      ...figures,
      order: Int32Array.from(figures.order),
      arrivalAt: Float64Array.from(figures.arrivalAt),
      waitMinutes: Float64Array.from(figures.waitMinutes),
      lateMinutes: Float64Array.from(figures.lateMinutes),
      travelMinutes: Float64Array.from(figures.travelMinutes),
      distanceMetres: Float64Array.from(figures.distanceMetres),
      serviceMinutes: Float64Array.from(figures.serviceMinutes),
    };
  } catch (error) {
    return { id: message.id, failure: error instanceof Error ? error.message : String(error) };
  }
}

/** The buffers an answer moves back to the page. */
const answerBuffers = (answer: StopPlanAnswer): Transferable[] =>
  'failure' in answer ? [] : [answer.order, answer.arrivalAt, answer.waitMinutes, answer.lateMinutes, answer.travelMinutes, answer.distanceMetres, answer.serviceMinutes].map((a) => a.buffer);

/** The buffers a message moves to the worker. */
export const messageBuffers = (message: StopPlanMessage): Transferable[] => [message.points, message.booked, message.service, message.pinned, message.legs].map((a) => a.buffer);

/** What the worker sees of its global scope. */
export interface PlanningScope {
  onmessage: ((event: MessageEvent<StopPlanMessage>) => void) | null;
  postMessage(message: StopPlanAnswer, transfer: Transferable[]): void;
}

/**
 * A made-up long day (more stops than LONG_DAY_STOPS, on a spiral around a city, booked on the half
 * hour through the day): planned once, it takes the engine through a long day's whole path.
 */
function warmUpRequest(): StopPlanRequest {
  const startAt = 28_000_000;
  const stops: BookedStop[] = Array.from({ length: LONG_DAY_STOPS + 50 }, (_, i) => ({
    id: String(i),
    latitude: -23.55 + 0.001 * i * Math.cos(i),
    longitude: -46.63 + 0.001 * i * Math.sin(i),
    bookedAt: startAt + 30 * (i % 17),
    serviceMinutes: null,
  }));
  return { start: { latitude: -23.55, longitude: -46.63 }, startAt, stops, pinned: [], speedKmPerHour: 30 };
}

/**
 * The worker's loop: each day sent is planned and answered. Once loaded, while no day has come yet,
 * it plans a made-up one: the engine's code is compiled by the time the day comes (a slow phone took
 * twice as long over its first plan as over the next). A day that comes first is never held up by it.
 */
export function serveStopPlans(scope: PlanningScope, plan: (request: StopPlanRequest) => StopPlanFigures, later: (task: () => void) => void): void {
  let asked = false;
  scope.onmessage = (event) => {
    asked = true;
    const answer = answerStopPlan(event.data, plan);
    scope.postMessage(answer, answerBuffers(answer));
  };
  later(() => {
    if (!asked) plan(warmUpRequest());
  });
}
