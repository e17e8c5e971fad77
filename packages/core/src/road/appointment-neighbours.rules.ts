// Each stop's nearest stops by travel time: the stops a move may put a stop beside in the
// appointment-order search (appointment-order-search.rules.ts).
import type { AppointmentDay } from './appointment-day.rules';

/** Nearest stops in distance a stop may be moved beside. */
const NEIGHBOURS = 5;

/**
 * Each free node's nearest free nodes by travel time (ties by node), picked in one pass over the
 * others rather than by sorting them all: a long day's lists in a few milliseconds.
 */
export function neighbourLists(day: AppointmentDay, free: readonly number[]): Map<number, Int32Array> {
  const lists = new Map<number, Int32Array>();
  const k = Math.min(NEIGHBOURS, free.length - 1);
  const { travel, size } = day;
  for (const a of free) {
    const row = a * size;
    const nearest = new Int32Array(k);
    lists.set(a, nearest);
    if (k === 0) continue;
    let count = 0;
    for (const b of free) {
      if (b === a) continue;
      const t = travel[row + b]!;
      // Nearer than the farthest kept (or as near, with a smaller node): slide it into its place.
      let i = count < k ? count++ : k;
      if (i === k) {
        const last = nearest[k - 1]!;
        const lastTravel = travel[row + last]!;
        if (t > lastTravel || (t === lastTravel && b > last)) continue;
        i = k - 1;
      }
      while (i > 0) {
        const before = nearest[i - 1]!;
        const beforeTravel = travel[row + before]!;
        if (beforeTravel < t || (beforeTravel === t && before < b)) break;
        nearest[i] = before;
        i--;
      }
      nearest[i] = b;
    }
  }
  return lists;
}
