import { afterEach, describe, expect, it, vi } from 'vitest';
import { intervalScheduler } from './interval-scheduler';

describe('intervalScheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a task every period until stopped', () => {
    vi.useFakeTimers();
    let runs = 0;
    const stop = intervalScheduler.every(30_000, () => (runs += 1));
    vi.advanceTimersByTime(29_999);
    expect(runs).toBe(0);
    vi.advanceTimersByTime(60_001);
    expect(runs).toBe(3);
    stop();
    vi.advanceTimersByTime(90_000);
    expect(runs).toBe(3);
  });
});
