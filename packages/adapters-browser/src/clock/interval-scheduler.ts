// The Scheduler port over the browser's intervals.
import type { Scheduler } from '@fieldteam/core';

export const intervalScheduler: Scheduler = {
  every(ms, task) {
    const handle = globalThis.setInterval(task, ms);
    return () => globalThis.clearInterval(handle);
  },
};
