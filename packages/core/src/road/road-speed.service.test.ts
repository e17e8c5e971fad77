import { describe, expect, it } from 'vitest';
import { signedInToBusiness } from '../testing/sessions';
import { MemorySessionStore } from '../testing/memory-session.store';
import { DEFAULT_SPEED_KM_PER_HOUR } from './appointment-day.rules';
import { MemoryRoadSpeedStore } from '../testing/in-memory-road';
import { ROAD_SPEED_LIMITS, RoadSpeed } from './road-speed.service';

describe('RoadSpeed', () => {
  it("is the default until the business sets its own, then the business's for everyone of it on the device", () => {
    const store = new MemoryRoadSpeedStore();
    const speed = new RoadSpeed(store, signedInToBusiness('leader'));
    expect(speed.current()).toBe(DEFAULT_SPEED_KM_PER_HOUR);
    expect(speed.set(45)).toEqual({ ok: true, value: 45 });
    expect(speed.current()).toBe(45);
    expect(new RoadSpeed(store, signedInToBusiness('employer')).current()).toBe(45);
    expect(new RoadSpeed(store, signedInToBusiness('employer', 'another-business')).current()).toBe(DEFAULT_SPEED_KM_PER_HOUR);
  });

  it('refuses a speed outside the limits or not whole, and keeps the one it had', () => {
    const speed = new RoadSpeed(new MemoryRoadSpeedStore(), signedInToBusiness('manager'));
    speed.set(ROAD_SPEED_LIMITS.maxKmPerHour);
    for (const wrong of [ROAD_SPEED_LIMITS.minKmPerHour - 1, ROAD_SPEED_LIMITS.maxKmPerHour + 1, 30.5, Number.NaN]) {
      expect(speed.set(wrong)).toEqual({ ok: false, error: { code: 'ROAD_SPEED_INVALID' } });
    }
    expect(speed.current()).toBe(ROAD_SPEED_LIMITS.maxKmPerHour);
  });

  it('reads a speed kept out of bounds (another version, a hand edit) as the default', () => {
    const store = new MemoryRoadSpeedStore();
    store.save('owner-1', 900);
    expect(new RoadSpeed(store, signedInToBusiness('leader')).current()).toBe(DEFAULT_SPEED_KM_PER_HOUR);
    expect(new RoadSpeed(store, new MemorySessionStore(null)).current()).toBe(DEFAULT_SPEED_KM_PER_HOUR);
  });
});
