import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes after the current task, not within it', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('same task'));
    await resumed;
    expect(order).toEqual(['same task', 'resumed']);
  });

  it('uses the browser’s scheduler.yield() where it has one', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('resumes while timers are held, as in the view-models’ tests', async () => {
    vi.useFakeTimers();
    try {
      await expect(yieldToMain()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
