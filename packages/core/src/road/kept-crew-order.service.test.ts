import { describe, expect, it } from 'vitest';
import { FixedClock } from '../testing/fixed-clock';
import { MemoryCache } from '../testing/memory-cache';
import { signedInToBusiness } from '../testing/sessions';
import { KeptCrewOrder } from './kept-crew-order.service';

describe('KeptCrewOrder', () => {
  it("keeps the crew's pins on the device for the day: read back the same day, gone the next", () => {
    const cache = new MemoryCache();
    // 23:30 in São Paulo on 2 March.
    const clock = new FixedClock('2026-03-03T02:30:00Z');
    const kept = new KeptCrewOrder(signedInToBusiness('leader'), cache, clock);
    expect(kept.read()).toEqual([]);
    kept.save(['b', 'a']);
    expect(kept.read()).toEqual(['b', 'a']);
    clock.advance({ minutes: 31 });
    expect(kept.read()).toEqual([]);
  });

  it("is the person's own: someone else signed in on the device reads none", () => {
    const cache = new MemoryCache();
    const clock = new FixedClock();
    new KeptCrewOrder(signedInToBusiness('leader'), cache, clock).save(['a']);
    expect(new KeptCrewOrder(signedInToBusiness('manager'), cache, clock).read()).toEqual([]);
    expect(new KeptCrewOrder(signedInToBusiness('leader', 'another-business'), cache, clock).read()).toEqual([]);
  });
});
