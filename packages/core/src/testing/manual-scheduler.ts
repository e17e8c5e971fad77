// A Scheduler for tests: nothing runs until the test says that time has passed.
import type { Scheduler } from '../shared/scheduler.port';

export class ManualScheduler implements Scheduler {
  private readonly tasks = new Map<number, { readonly ms: number; readonly task: () => void; elapsed: number }>();
  private next = 0;

  every(ms: number, task: () => void): () => void {
    const id = this.next++;
    this.tasks.set(id, { ms, task, elapsed: 0 });
    return () => this.tasks.delete(id);
  }

  /** Lets `ms` milliseconds pass: each task runs as many times as its period fits. */
  advance(ms: number): void {
    for (const entry of [...this.tasks.values()]) {
      entry.elapsed += ms;
      while (entry.elapsed >= entry.ms) {
        entry.elapsed -= entry.ms;
        entry.task();
      }
    }
  }

  get running(): number {
    return this.tasks.size;
  }
}
