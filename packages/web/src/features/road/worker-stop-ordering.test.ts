import { orderStops, type GeoPoint } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { answerStopOrder, type StopOrderAnswer, type StopOrderRequest } from './stop-ordering.protocol';
import { WorkerStopOrdering, type OrderingWorker } from './worker-stop-ordering';

const origin = { latitude: -23.5614, longitude: -46.6559 };
function day(count: number, seed = 5): GeoPoint[] {
  let state = seed;
  const random = () => ((state = (state * 16_807) % 2_147_483_647) / 2_147_483_647);
  return Array.from({ length: count }, () => ({ latitude: -23.7 + random() * 0.25, longitude: -46.8 + random() * 0.35 }));
}

/** A worker that answers as the real one does, when told to (in the order it is told). */
class FakeWorker implements OrderingWorker {
  onmessage: ((event: MessageEvent<StopOrderAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: StopOrderRequest[] = [];
  terminated = false;
  postMessage(message: StopOrderRequest): void {
    this.received.push(message);
  }
  answer(index = 0): void {
    const [request] = this.received.splice(index, 1);
    this.onmessage?.({ data: answerStopOrder(request!) } as MessageEvent<StopOrderAnswer>);
  }
  fail(): void {
    this.onerror?.({ preventDefault() {} } as ErrorEvent);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('WorkerStopOrdering', () => {
  it('orders a long day in the worker, with the same answer as orderStops', async () => {
    const worker = new FakeWorker();
    const ordering = new WorkerStopOrdering(() => worker);
    const stops = day(60);
    const answer = ordering.order(origin, stops);
    await settle();
    expect(worker.received).toHaveLength(1);
    worker.answer();
    const expected = orderStops(origin, stops);
    expect(await answer).toEqual({ order: expected.order, lengthMetres: expected.lengthMetres, givenLengthMetres: expected.givenLengthMetres });
  });

  it('orders a day the exact method handles (12 stops) in the page, with no worker', async () => {
    let created = 0;
    const ordering = new WorkerStopOrdering(() => (created++, new FakeWorker()));
    const stops = day(12);
    expect((await ordering.order(origin, stops)).order).toEqual(orderStops(origin, stops).order);
    expect(created).toBe(0);
  });

  it('gives each call its own answer when answers come back out of turn', async () => {
    const worker = new FakeWorker();
    const ordering = new WorkerStopOrdering(() => worker);
    const [first, second] = [day(30, 1), day(40, 2)];
    const answers = [ordering.order(origin, first), ordering.order(origin, second)];
    await settle();
    worker.answer(1);
    worker.answer(0);
    const [a, b] = await Promise.all(answers);
    expect(a!.order).toEqual(orderStops(origin, first).order);
    expect(b!.order).toEqual(orderStops(origin, second).order);
  });

  it('orders in the page when the worker fails, then and from then on', async () => {
    let created = 0;
    const worker = new FakeWorker();
    const ordering = new WorkerStopOrdering(() => (created++, worker));
    const stops = day(30);
    const answer = ordering.order(origin, stops);
    await settle();
    worker.fail();
    expect((await answer).order).toEqual(orderStops(origin, stops).order);
    expect(worker.terminated).toBe(true);
    expect((await ordering.order(origin, stops)).order).toEqual(orderStops(origin, stops).order);
    expect(created).toBe(1);
  });

  it('orders in the page in a browser with no workers', async () => {
    const stops = day(30);
    expect((await new WorkerStopOrdering(() => null).order(origin, stops)).order).toEqual(orderStops(origin, stops).order);
  });
});
