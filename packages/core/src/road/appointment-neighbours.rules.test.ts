import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppointmentDay } from './appointment-day.rules';
import { neighbourLists } from './appointment-neighbours.rules';

describe('neighbourLists', () => {
  it("keeps each stop's five nearest by travel time, ties by node, as sorting every other stop would (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 225, maxLength: 225 }), (n, minutes) => {
        // Few distinct minutes: many ties.
        const size = n + 1;
        const travel = Float64Array.from({ length: size * size }, (_, i) => minutes[i % minutes.length]!);
        const day = { size, travel } as AppointmentDay;
        const free = Array.from({ length: n }, (_, i) => i + 1);
        const lists = neighbourLists(day, free);
        for (const a of free) {
          const sorted = free.filter((b) => b !== a).sort((x, y) => travel[a * size + x]! - travel[a * size + y]! || x - y);
          expect(Array.from(lists.get(a)!)).toEqual(sorted.slice(0, Math.min(5, n - 1)));
        }
      }),
    );
  });
});
