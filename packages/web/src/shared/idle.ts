// Work that can wait for the main thread to be free (a list's search index): requestIdleCallback
// where the browser has it, a short timeout elsewhere (Safari before 18, jsdom).

/** How much of the current idle period is left, in milliseconds. */
export interface IdleDeadline {
  timeRemaining(): number;
}

/** Runs `task` in the next idle period; the returned function cancels it if it has not run. */
export type IdleScheduler = (task: (deadline: IdleDeadline) => void) => () => void;

/** The budget a timeout-run task gets: small, so that a keystroke never waits long behind it. */
const FALLBACK_SLICE_MS = 8;

export const whenIdle: IdleScheduler = (task) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const start = performance.now();
    task({ timeRemaining: () => Math.max(0, FALLBACK_SLICE_MS - (performance.now() - start)) });
  }, 1);
  return () => clearTimeout(id);
};
