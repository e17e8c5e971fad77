import { describe, expect, it } from 'vitest';
import { splitIntoLegs } from './route-legs.rules';

const here = { latitude: 0, longitude: 0 };
const stops = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, latitude: 1, longitude: i / 100 }));
const ids = (legs: ReturnType<typeof splitIntoLegs<{ id: number; latitude: number; longitude: number }>>) =>
  legs.map((leg) => leg.stops.map((s) => s.id));

describe('route legs', () => {
  it('sends up to 25 stops as one request from the current position', () => {
    expect(splitIntoLegs(here, [])).toEqual([]);
    const legs = splitIntoLegs(here, stops(25));
    expect(legs).toHaveLength(1);
    expect(legs[0]!.origin).toBe(here);
  });

  it("splits longer orders into legs of 25, each starting at the previous leg's last stop", () => {
    const all = stops(60);
    const legs = splitIntoLegs(here, all);
    expect(ids(legs).map((l) => l.length)).toEqual([25, 25, 10]);
    expect(legs[1]!.origin).toBe(all[24]);
    expect(legs[2]!.origin).toBe(all[49]);
    expect(ids(legs).flat()).toEqual(all.map((s) => s.id));
    expect(ids(splitIntoLegs(here, stops(26))).map((l) => l.length)).toEqual([25, 1]);
  });

  it('takes another limit, and refuses a limit that cannot make progress', () => {
    expect(ids(splitIntoLegs(here, stops(5), 2))).toEqual([[0, 1], [2, 3], [4]]);
    expect(() => splitIntoLegs(here, stops(5), 0)).toThrow(RangeError);
  });
});
