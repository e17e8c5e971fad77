// Ends the current task, so that the browser can paint and answer input before the rest runs: a
// large answer read, checked and mapped, then drawn, is two tasks instead of one long one (a phone
// does not answer a tap during a long task; Lighthouse counts it as blocking time). The
// browser's scheduler.yield() where it has one (Chromium 129+), which resumes ahead of other
// queued work; a message to itself elsewhere (no 4 ms timer clamp, and not a timer tests hold).
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resumes once the browser has painted what is on screen now (the task after the next frame's
 * paint): work that would hold the first paint of a page's frame runs after it.
 */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return yieldToMain();
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToMain().then(resolve)));
}
