import { describe, expect, it } from 'vitest';
import { MemoryLateMarginStore } from '../testing/memory-late-margin.store';
import { MemorySessionStore } from '../testing/memory-session.store';
import { signedInToBusiness } from '../testing/sessions';
import { LATE_MARGIN_LIMITS, LateMargin } from './late-margin.service';

describe('LateMargin', () => {
  it("is 10 minutes until the business sets its own, then the business's for everyone of it on the device", () => {
    const store = new MemoryLateMarginStore();
    const margin = new LateMargin(store, signedInToBusiness('employer'));
    expect(margin.current()).toBe(10);
    expect(margin.set(15)).toEqual({ ok: true, value: 15 });
    expect(margin.current()).toBe(15);
    expect(new LateMargin(store, signedInToBusiness('leader')).current()).toBe(15);
    expect(new LateMargin(store, signedInToBusiness('employer', 'another-business')).current()).toBe(10);
  });

  it('takes 0 and 240 minutes, refuses beyond them or a part of a minute, and keeps the one it had', () => {
    const margin = new LateMargin(new MemoryLateMarginStore(), signedInToBusiness('employer'));
    expect(margin.set(LATE_MARGIN_LIMITS.minMinutes)).toEqual({ ok: true, value: 0 });
    expect(margin.set(LATE_MARGIN_LIMITS.maxMinutes)).toEqual({ ok: true, value: 240 });
    for (const wrong of [-1, 241, 2.5, Number.NaN]) expect(margin.set(wrong)).toEqual({ ok: false, error: { code: 'LATE_MARGIN_INVALID' } });
    expect(margin.current()).toBe(240);
  });

  it('reads a margin kept out of bounds as the default, and the default with no one signed in', () => {
    const store = new MemoryLateMarginStore();
    store.save('owner-1', 900);
    expect(new LateMargin(store, signedInToBusiness('employer')).current()).toBe(10);
    expect(new LateMargin(store, new MemorySessionStore(null)).current()).toBe(10);
    expect(new LateMargin(store, new MemorySessionStore(null)).set(5)).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
  });
});
