import { describe, expect, it } from 'vitest';
import { inFlight } from './in-flight';

/** A task whose answers the test releases one by one, recording how many run at once. */
function heldTasks() {
  const waiting: Array<() => void> = [];
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const task = async (item: number) => {
    started.push(item);
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => waiting.push(resolve));
    running -= 1;
    return item * 10;
  };
  const releaseAll = async () => {
    while (waiting.length > 0 || running > 0) {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { task, releaseAll, started, most: () => most, waiting };
}

describe('inFlight', () => {
  it('runs at most the limit at once and answers in the items’ order', async () => {
    const held = heldTasks();
    const answers = inFlight([1, 2, 3, 4, 5, 6, 7], 3, held.task);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held.started).toEqual([1, 2, 3]);
    await held.releaseAll();
    expect(await answers).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(held.most()).toBe(3);
    expect(held.started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('with a limit of 1, runs them one after the other', async () => {
    const held = heldTasks();
    const answers = inFlight([1, 2, 3], 1, held.task);
    await held.releaseAll();
    expect(await answers).toEqual([10, 20, 30]);
    expect(held.most()).toBe(1);
  });

  it('with fewer items than the limit, starts them all at once', async () => {
    const held = heldTasks();
    const answers = inFlight([1, 2], 8, held.task);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(held.started).toEqual([1, 2]);
    await held.releaseAll();
    expect(await answers).toEqual([10, 20]);
  });

  it('answers an empty list at once', async () => {
    expect(await inFlight([], 4, async () => 1)).toEqual([]);
  });

  it('refuses a limit below 1 (a bug, not an expected failure)', async () => {
    await expect(inFlight([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});
