import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { businessScope, signedInToBusiness } from '../testing/sessions';
import { CAPACITY_RESERVE_CACHE_KEY, LoadCapacityReserve } from './load-capacity-reserve.use-case';
import { SaveCapacityReserve } from './save-capacity-reserve.use-case';

describe("the business's capacity reserve, kept on the device", () => {
  it('is 15% until one is set, then the one set, for the business and person signed in only', () => {
    const cache = new MemoryCache();
    const owner = signedInToBusiness('employer');
    expect(new LoadCapacityReserve(cache, owner).execute()).toBe(15);
    expect(new SaveCapacityReserve(cache, owner).execute(20)).toEqual({ ok: true, value: 20 });
    expect(new LoadCapacityReserve(cache, owner).execute()).toBe(20);
    expect(cache.read(CAPACITY_RESERVE_CACHE_KEY, businessScope('employer'))).toBe(20);
    // Another business on the device reads the default.
    expect(new LoadCapacityReserve(cache, signedInToBusiness('employer', 'owner-2')).execute()).toBe(15);
  });

  it.each([51, -5, 7.5])('refuses a reserve of %s%%, keeping the one set', (percent) => {
    const cache = new MemoryCache();
    const owner = signedInToBusiness('manager');
    new SaveCapacityReserve(cache, owner).execute(0);
    expect(new SaveCapacityReserve(cache, owner).execute(percent)).toEqual({ ok: false, error: { code: 'RESERVE_INVALID' } });
    expect(new LoadCapacityReserve(cache, owner).execute()).toBe(0);
  });

  it('reads a kept value it cannot use as the default, and keeps nothing with no one signed in', () => {
    const owner = signedInToBusiness('leader');
    const cache = new MemoryCache({ [CAPACITY_RESERVE_CACHE_KEY]: 'twenty' }, businessScope('leader'));
    expect(new LoadCapacityReserve(cache, owner).execute()).toBe(15);
    const nobody = new MemorySessionStore();
    expect(new SaveCapacityReserve(cache, nobody).execute(20)).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
    expect(new LoadCapacityReserve(cache, nobody).execute()).toBe(15);
  });
});
