// The road's StopOrdering: the plan of a day worked out in a worker, so the page is never held up
// by it, even for a few stops: planned in microseconds once compiled, they still cost a slow phone
// tens of milliseconds on the page's thread the first time, compiling the engine. A browser with no
// workers (and the unit tests) or a worker that fails are planned in the page, as core does, with
// the engine's code fetched then: the page itself never carries it.
import { loadOnce, type StopOrdering, type StopPlanFigures, type StopPlanRequest } from '@fieldteam/core';
import { messageBuffers, stopPlanMessage, type StopPlanAnswer, type StopPlanMessage } from './stop-ordering.protocol';

/** The part of a Worker used here (a fake in tests). */
interface OrderingWorker {
  onmessage: ((event: MessageEvent<StopPlanAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: StopPlanMessage, transfer: Transferable[]): void;
  terminate(): void;
}

const browserWorker = (): OrderingWorker | null =>
  typeof Worker === 'undefined' ? null : (new Worker(new URL('./stop-ordering.worker.ts', import.meta.url), { type: 'module', name: 'stop-ordering' }) as OrderingWorker);

/** The engine's code for the page's thread, fetched once (a failed fetch, offline, is asked again next time). */
const inPageEngine = loadOnce(() => import('./in-page-stop-plan'));

/** The plan worked out on the page's thread, its code loaded on first use. */
const inPage = async (request: StopPlanRequest): Promise<StopPlanFigures> => (await inPageEngine()).planStops(request);

export class WorkerStopOrdering implements StopOrdering {
  private worker: OrderingWorker | null = null;
  /** False once the worker failed: the page plans from then on. */
  private usable = true;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(figures: StopPlanFigures): void; reject(error: Error): void }>();

  constructor(private readonly createWorker: () => OrderingWorker | null = browserWorker) {}

  /** Starts the worker now, so that it is loaded by the time the day's first plan is asked. */
  prepare(): void {
    this.started();
  }

  async plan(request: StopPlanRequest): Promise<StopPlanFigures> {
    const worker = this.started();
    if (!worker) return inPage(request);
    try {
      return await new Promise<StopPlanFigures>((resolve, reject) => {
        const message = stopPlanMessage(this.nextId++, request);
        this.waiting.set(message.id, { resolve, reject });
        worker.postMessage(message, messageBuffers(message));
      });
    } catch {
      return inPage(request);
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
      else waiting?.resolve(data);
    };
    // A worker that cannot load (its file missing offline) or that breaks: every call waiting on
    // it is planned in the page instead, and so are the later ones.
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.usable = false;
      this.worker = null;
      worker.terminate();
      const waiting = [...this.waiting.values()];
      this.waiting.clear();
      for (const call of waiting) call.reject(new Error('the planning worker failed'));
    };
    return (this.worker = worker);
  }
}
