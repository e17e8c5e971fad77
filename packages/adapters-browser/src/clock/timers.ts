// The timers and wall clock the adapters schedule with (debounces, throttles). Injectable so that
// tests drive them with Vitest's fake timers; the default reaches the globals at call time, so
// timers faked after construction still apply.
export type TimerHandle = ReturnType<typeof setTimeout>;

export interface Timers {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};
