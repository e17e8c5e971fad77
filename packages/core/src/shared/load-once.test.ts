import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once for every call, under way or done', async () => {
    let loads = 0;
    const get = loadOnce(async () => ++loads);
    const [a, b] = await Promise.all([get(), get()]);
    expect([a, b, await get()]).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('loads again after a failure, and keeps the load that then succeeds', async () => {
    let loads = 0;
    const get = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return loads;
    });
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe(2);
    expect(await get()).toBe(2);
    expect(loads).toBe(2);
  });
});
