// The road's StopOrdering: the heuristic order of a long day (more than the exact method's 12
// stops) worked out in a worker, so the page is never held up by it; a short day, a browser with
// no workers (and the unit tests) or a worker that fails are ordered in the page, as core does.
import { EXACT_MAX_STOPS, inThreadStopOrdering, type GeoPoint, type StopOrderFigures, type StopOrdering } from '@fieldteam/core';
import { figuresOf, stopOrderRequest, type StopOrderAnswer, type StopOrderRequest } from './stop-ordering.protocol';

/** The part of a Worker used here (a fake in tests). */
export interface OrderingWorker {
  onmessage: ((event: MessageEvent<StopOrderAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: StopOrderRequest, transfer: Transferable[]): void;
  terminate(): void;
}

const browserWorker = (): OrderingWorker | null =>
  typeof Worker === 'undefined' ? null : (new Worker(new URL('./stop-ordering.worker.ts', import.meta.url), { type: 'module', name: 'stop-ordering' }) as OrderingWorker);

export class WorkerStopOrdering implements StopOrdering {
  private worker: OrderingWorker | null = null;
  /** False once the worker failed: the page orders from then on. */
  private usable = true;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(figures: StopOrderFigures): void; reject(error: Error): void }>();

  constructor(private readonly createWorker: () => OrderingWorker | null = browserWorker) {}

  async order(origin: GeoPoint, stops: readonly GeoPoint[]): Promise<StopOrderFigures> {
    const worker = stops.length > EXACT_MAX_STOPS ? this.started() : null;
    if (!worker) return inThreadStopOrdering.order(origin, stops);
    try {
      return await new Promise<StopOrderFigures>((resolve, reject) => {
        const request = stopOrderRequest(this.nextId++, origin, stops);
        this.waiting.set(request.id, { resolve, reject });
        worker.postMessage(request, [request.points.buffer]);
      });
    } catch {
      return inThreadStopOrdering.order(origin, stops);
    }
  }

  private started(): OrderingWorker | null {
    if (this.worker || !this.usable) return this.worker;
    let worker: OrderingWorker | null = null;
    try {
      worker = this.createWorker();
    } catch {
      worker = null;
    }
    if (!worker) {
      this.usable = false;
      return null;
    }
    worker.onmessage = ({ data }) => {
      const waiting = this.waiting.get(data.id);
      this.waiting.delete(data.id);
      if ('failure' in data) waiting?.reject(new Error(data.failure));
      else waiting?.resolve(figuresOf(data));
    };
    // A worker that cannot load (its file missing offline) or that breaks: every call waiting on
    // it is ordered in the page instead, and so are the later ones.
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.usable = false;
      this.worker = null;
      worker.terminate();
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      for (const call of waiting) call.reject(new Error('the ordering worker failed'));
    };
    return (this.worker = worker);
  }
}
