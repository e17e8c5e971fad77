// Counts attempts per key in a sliding window, in memory. `take` counts an attempt and decides in
// one synchronous step, before the caller awaits anything (a password hash, a write), so parallel
// attempts cannot all read the same count: at most `limit` are let through per window, however
// many arrive at once. A taken attempt that turns out not to be a failure (a right
// password) is handed back with `release`.
export type Take = { readonly ok: true; readonly release: () => void } | { readonly ok: false; readonly retryAfterMs: number };

export class SlidingWindow {
  /** Each key's attempt times (ms), oldest first. */
  private readonly hits = new Map<string, number[]>();
  private takesSinceSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  take(key: string): Take {
    const now = this.now();
    this.sweepSometimes(now);
    const times = this.live(key, now);
    if (times.length >= this.limit) return { ok: false, retryAfterMs: Math.max(1, times[0]! + this.windowMs - now) };
    times.push(now);
    this.hits.set(key, times);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        const at = times.lastIndexOf(now);
        if (at >= 0) times.splice(at, 1);
      },
    };
  }

  /** The attempts counted for `key` within the window. */
  count(key: string): number {
    return this.live(key, this.now()).length;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private live(key: string, now: number): number[] {
    const times = this.hits.get(key) ?? [];
    const since = now - this.windowMs;
    let drop = 0;
    while (drop < times.length && times[drop]! <= since) drop += 1;
    if (drop > 0) times.splice(0, drop);
    return times;
  }

  /** Forgets keys with no attempt left in the window, so memory follows the live keys only. */
  private sweepSometimes(now: number): void {
    this.takesSinceSweep += 1;
    if (this.takesSinceSweep < 1000) return;
    this.takesSinceSweep = 0;
    const since = now - this.windowMs;
    for (const [key, times] of this.hits) if ((times.at(-1) ?? 0) <= since) this.hits.delete(key);
  }
}
