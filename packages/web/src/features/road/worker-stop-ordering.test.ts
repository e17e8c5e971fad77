import { epochMinutesAt, LONG_DAY_STOPS, planStops, type BookedStop, type StopPlanFigures, type StopPlanRequest } from '@fieldteam/core';
import { describe, expect, it } from 'vitest';
import { serveStopPlans, stopPlanMessage, type PlanningScope, type StopPlanAnswer, type StopPlanMessage } from './stop-ordering.protocol';
import { WorkerStopOrdering } from './worker-stop-ordering';

/** The part of a Worker the ordering uses. */
type OrderingWorker = NonNullable<ReturnType<NonNullable<ConstructorParameters<typeof WorkerStopOrdering>[0]>>>;

const origin = { latitude: -23.5614, longitude: -46.6559 };
const eight = epochMinutesAt('2026-12-07', 8 * 60, 'America/Sao_Paulo');

/** A day of `count` stops around São Paulo, booked on the half hour from 08:30, some without a time or a duration. */
function day(count: number, seed = 5, pinned: string[] = []): StopPlanRequest {
  let state = seed;
  const random = () => ((state = (state * 16_807) % 2_147_483_647) / 2_147_483_647);
  const stops: BookedStop[] = Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    latitude: -23.7 + random() * 0.25,
    longitude: -46.8 + random() * 0.35,
    bookedAt: i % 7 === 3 ? null : eight + 30 * (1 + Math.floor(random() * 16)),
    serviceMinutes: i % 5 === 2 ? null : 30 + 15 * Math.floor(random() * 4),
  }));
  return { start: origin, startAt: eight, stops, pinned, speedKmPerHour: 30, knownLegs: [{ from: 1, to: 2, minutes: 3 }] };
}

/** A worker that answers as the real one does, when told to (in the order it is told). */
class FakeWorker implements OrderingWorker {
  onmessage: ((event: MessageEvent<StopPlanAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: StopPlanMessage[] = [];
  terminated = false;
  postMessage(message: StopPlanMessage): void {
    this.received.push(message);
  }
  answer(index = 0): void {
    const [message] = this.received.splice(index, 1);
    // Answered by the worker's own loop.
    const scope: PlanningScope = { onmessage: null, postMessage: (answer) => this.onmessage?.({ data: answer } as MessageEvent<StopPlanAnswer>) };
    serveStopPlans(scope, planStops, () => undefined);
    scope.onmessage?.({ data: message! } as MessageEvent<StopPlanMessage>);
  }
  fail(): void {
    this.onerror?.({ preventDefault() {} } as ErrorEvent);
  }
  terminate(): void {
    this.terminated = true;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const plain = (figures: Awaited<ReturnType<WorkerStopOrdering['plan']>>) => ({ ...figures, ...Object.fromEntries(Object.entries(figures).filter(([, v]) => ArrayBuffer.isView(v)).map(([k, v]) => [k, Array.from(v as ArrayLike<number>)])) });

describe('WorkerStopOrdering', () => {
  it('plans a day in the worker, with the same answer as planStops (times, pins and known legs included)', async () => {
    const worker = new FakeWorker();
    const ordering = new WorkerStopOrdering(() => worker);
    const request = day(40, 5, ['s7', 's3']);
    const answer = ordering.plan(request);
    await settle();
    expect(worker.received).toHaveLength(1);
    worker.answer();
    const { id: _id, ...figures } = (await answer) as Awaited<ReturnType<WorkerStopOrdering['plan']>> & { id: number };
    expect(plain(figures)).toEqual(plain(planStops(request)));
    expect(Array.from(figures.order).slice(0, 2)).toEqual([7, 3]);
  });

  it('plans the stored order as given in the worker too', async () => {
    const worker = new FakeWorker();
    const request = { ...day(20), asGiven: true };
    const answer = new WorkerStopOrdering(() => worker).plan(request);
    await settle();
    worker.answer();
    expect(Array.from((await answer).order)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('plans a day of a few stops in the worker too: the page never compiles the engine while a worker works', async () => {
    const worker = new FakeWorker();
    const request = day(2);
    const answer = new WorkerStopOrdering(() => worker).plan(request);
    await settle();
    expect(worker.received).toHaveLength(1);
    worker.answer();
    expect(Array.from((await answer).order)).toEqual(Array.from(planStops(request).order));
  });

  it('gives each call its own answer when answers come back out of turn', async () => {
    const worker = new FakeWorker();
    const ordering = new WorkerStopOrdering(() => worker);
    const [first, second] = [day(30, 1), day(40, 2)];
    const answers = [ordering.plan(first), ordering.plan(second)];
    await settle();
    worker.answer(1);
    worker.answer(0);
    const [a, b] = await Promise.all(answers);
    expect(Array.from(a!.order)).toEqual(Array.from(planStops(first).order));
    expect(Array.from(b!.order)).toEqual(Array.from(planStops(second).order));
  });

  it('plans in the page when the worker fails, then and from then on', async () => {
    let created = 0;
    const worker = new FakeWorker();
    const ordering = new WorkerStopOrdering(() => (created++, worker));
    const request = day(30);
    const answer = ordering.plan(request);
    await settle();
    worker.fail();
    expect(Array.from((await answer).order)).toEqual(Array.from(planStops(request).order));
    expect(worker.terminated).toBe(true);
    expect(Array.from((await ordering.plan(request)).order)).toEqual(Array.from(planStops(request).order));
    expect(created).toBe(1);
  });

  it('starts the worker when told to get ready, once, before any plan is asked', () => {
    let created = 0;
    const ordering = new WorkerStopOrdering(() => (created++, new FakeWorker()));
    ordering.prepare();
    ordering.prepare();
    expect(created).toBe(1);
  });

  it('plans in the page in a browser with no workers', async () => {
    const request = day(30);
    expect(Array.from((await new WorkerStopOrdering(() => null).plan(request)).order)).toEqual(Array.from(planStops(request).order));
  });
});

describe('the planning worker', () => {
  /** The worker's scope, its plans counted, and its deferred task run when the test says. */
  function served() {
    const scope: PlanningScope & { answers: StopPlanAnswer[] } = { onmessage: null, answers: [], postMessage: (answer) => void scope.answers.push(answer) };
    const planned: StopPlanRequest[] = [];
    let deferred: (() => void) | null = null;
    serveStopPlans(scope, (request): StopPlanFigures => (planned.push(request), planStops(request)), (task) => (deferred = task));
    const send = (request: StopPlanRequest) => scope.onmessage?.({ data: stopPlanMessage(1, request) } as MessageEvent<StopPlanMessage>);
    return { scope, planned, send, runDeferred: () => deferred?.() };
  }

  it('plans a made-up long day once loaded, while no day has come, and answers nothing for it', () => {
    const { scope, planned, runDeferred } = served();
    expect(planned).toHaveLength(0); // not while loading: in a task of its own
    runDeferred();
    expect(planned).toHaveLength(1);
    expect(planned[0]!.stops.length).toBeGreaterThan(LONG_DAY_STOPS);
    expect(scope.answers).toHaveLength(0);
  });

  it('never holds a day up with it: a day sent before its turn is planned and nothing made up follows', () => {
    const { scope, planned, send, runDeferred } = served();
    const request = day(12);
    send(request);
    runDeferred();
    expect(planned).toHaveLength(1);
    expect(scope.answers).toHaveLength(1);
    expect(Array.from((scope.answers[0] as StopPlanFigures).order)).toEqual(Array.from(planStops(request).order));
  });

  it("takes the made-up day through a long day's search (booked stops, more than a long day's count)", () => {
    const { planned, runDeferred } = served();
    runDeferred();
    const request = planned[0]!;
    expect(request.stops.length).toBeGreaterThan(LONG_DAY_STOPS);
    expect(request.stops.every((stop) => stop.bookedAt !== null)).toBe(true);
    expect(planStops(request).method).toBe('heuristic');
  });
});
