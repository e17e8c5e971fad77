// What the road's ordering worker is sent and answers: the points as one flat array of latitudes
// and longitudes (the position first), moved to the worker rather than copied, and the order back.
import { orderStops, type GeoPoint, type StopOrderFigures } from '@fieldteam/core';

export interface StopOrderRequest {
  readonly id: number;
  /** latitude, longitude of the origin, then of each stop. */
  readonly points: Float64Array;
}

export type StopOrderAnswer = { readonly id: number; readonly order: Int32Array; readonly lengthMetres: number; readonly givenLengthMetres: number } | { readonly id: number; readonly failure: string };

export function stopOrderRequest(id: number, origin: GeoPoint, stops: readonly GeoPoint[]): StopOrderRequest {
  const points = new Float64Array(2 * (stops.length + 1));
  [origin, ...stops].forEach((point, i) => {
    points[2 * i] = point.latitude;
    points[2 * i + 1] = point.longitude;
  });
  return { id, points };
}

/** The worker's work: orderStops over the points sent. */
export function answerStopOrder({ id, points }: StopOrderRequest): StopOrderAnswer {
  try {
    const all: GeoPoint[] = [];
    for (let i = 0; i < points.length; i += 2) all.push({ latitude: points[i]!, longitude: points[i + 1]! });
    const [origin, ...stops] = all;
    if (!origin) return { id, failure: 'no origin' };
    const { order, lengthMetres, givenLengthMetres } = orderStops(origin, stops);
    return { id, order: Int32Array.from(order), lengthMetres, givenLengthMetres };
  } catch (error) {
    return { id, failure: error instanceof Error ? error.message : String(error) };
  }
}

export const figuresOf = (answer: Exclude<StopOrderAnswer, { failure: string }>): StopOrderFigures => ({
  order: Array.from(answer.order),
  lengthMetres: answer.lengthMetres,
  givenLengthMetres: answer.givenLengthMetres,
});
