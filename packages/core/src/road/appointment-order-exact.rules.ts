// The exact appointment-keeping order for small days: dynamic programming over (stops visited,
// last stop), keeping at each such state every label (time free to leave, lateness so far, metres
// so far) that no other label of the state beats on all three. It is exact because what is left
// of the day depends only on the last stop and the time: its lateness never falls when that time
// grows, and its metres do not depend on it, so a label that is no earlier, no later and no
// longer than another can never finish better. Labels that cannot beat the best order known even
// with a lower bound on what is left (see extend) are dropped. The time is forgotten once no
// remaining stop has a booked time.
//
// Each stop more multiplies the work several-fold: 12 is the most that stays quick enough for the
// road screen (the bench's appointment rows time it).
import { costLess, type PathStart, type AppointmentDay } from './appointment-day.rules';

/** The engine's exact solver is used up to this many free stops; above, the heuristic. */
export const APPOINTMENT_EXACT_MAX_STOPS = 12;

export interface AppointmentOrderFound {
  /** The free stops' nodes in visiting order. */
  readonly path: readonly number[];
  readonly late: number;
  readonly metres: number;
}

/** The sequence bound is kept for days up to this size (its tables grow with 2^stops). */
const SEQUENCE_BOUND_MAX_STOPS = 14;

/**
 * For each set of stops: the cheapest ways in, the visit lengths and the booked times of its
 * booked stops, each sorted, in a row of `m + 1` entries.
 */
function sequenceTables(m: number, full: number, travelIn: Float64Array, service: readonly number[], due: readonly number[]) {
  const w = m + 1;
  const travel = new Float64Array((full + 1) * w);
  const visit = new Float64Array((full + 1) * w);
  const booked = new Float64Array((full + 1) * w);
  const dueCount = new Uint8Array(full + 1);
  const insert = (table: Float64Array, row: number, from: number, count: number, value: number) => {
    let i = count;
    while (i > 0 && table[from + i - 1]! > value) {
      table[row + i] = table[from + i - 1]!;
      i--;
    }
    table[row + i] = value;
    for (let j = 0; j < i; j++) table[row + j] = table[from + j]!;
  };
  for (let mask = 1; mask <= full; mask++) {
    const r = 31 - Math.clz32(mask & -mask);
    const rest = mask & (mask - 1);
    const size = popcount(rest);
    insert(travel, mask * w, rest * w, size, travelIn[r]!);
    insert(visit, mask * w, rest * w, size, service[r]!);
    if (due[r]! < Infinity) {
      insert(booked, mask * w, rest * w, dueCount[rest]!, due[r]!);
      dueCount[mask] = dueCount[rest]! + 1;
    } else {
      booked.copyWithin(mask * w, rest * w, rest * w + dueCount[rest]!);
      dueCount[mask] = dueCount[rest]!;
    }
  }
  return { travel, service: visit, due: booked, dueCount };
}

function popcount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** Growable columns of labels. */
class Labels {
  capacity = 1024;
  count = 0;
  time = new Float64Array(this.capacity);
  late = new Float64Array(this.capacity);
  metres = new Float64Array(this.capacity);
  parent = new Int32Array(this.capacity);
  next = new Int32Array(this.capacity);
  stop = new Int32Array(this.capacity);

  add(time: number, late: number, metres: number, parent: number, stop: number, next: number): number {
    if (this.count === this.capacity) this.grow();
    const i = this.count++;
    this.time[i] = time;
    this.late[i] = late;
    this.metres[i] = metres;
    this.parent[i] = parent;
    this.stop[i] = stop;
    this.next[i] = next;
    return i;
  }

  private grow() {
    this.capacity *= 2;
    const copy = <A extends Float64Array | Int32Array>(a: A, make: new (n: number) => A): A => {
      const b = new make(this.capacity);
      b.set(a);
      return b;
    };
    this.time = copy(this.time, Float64Array);
    this.late = copy(this.late, Float64Array);
    this.metres = copy(this.metres, Float64Array);
    this.parent = copy(this.parent, Int32Array);
    this.next = copy(this.next, Int32Array);
    this.stop = copy(this.stop, Int32Array);
  }
}

/**
 * The best order of `free` (nodes of `day`) from `from`: least lateness, then fewest metres.
 * `incumbent`, an order already known (the heuristic's), only speeds the search up: it is returned
 * when nothing beats it.
 */
export function exactAppointmentOrder(day: AppointmentDay, from: PathStart, free: readonly number[], incumbent?: AppointmentOrderFound): AppointmentOrderFound {
  const m = free.length;
  if (m === 0) return { path: [], late: from.late, metres: from.metres };
  if (m > 20) throw new RangeError(`the exact order of ${m} stops would not finish; use the heuristic`);
  const { size } = day;
  // Local numbering: 0..m-1 the free stops, m the start.
  const w = m + 1;
  const node = [...free, from.node];
  const travel = new Float64Array(w * w);
  const metres = new Float64Array(w * w);
  for (let a = 0; a < w; a++) {
    for (let b = 0; b < w; b++) {
      travel[a * w + b] = day.travel[node[a]! * size + node[b]!]!;
      metres[a * w + b] = day.metres[node[a]! * size + node[b]!]!;
    }
  }
  const ready = free.map((k) => day.ready[k]!);
  const due = free.map((k) => day.due[k]!);
  const service = free.map((k) => day.service[k]!);
  let dueMask = 0;
  for (let k = 0; k < m; k++) if (due[k]! < Infinity) dueMask |= 1 << k;
  // The cheapest way into each stop, from the start or another free stop: a lower bound on its
  // arrival after any time, and on the metres spent reaching it.
  const minTravelIn = new Float64Array(m).fill(Infinity);
  const minMetresIn = new Float64Array(m).fill(Infinity);
  for (let k = 0; k < m; k++) {
    for (let a = 0; a < w; a++) {
      if (a === k) continue;
      minTravelIn[k] = Math.min(minTravelIn[k]!, travel[a * w + k]!);
      minMetresIn[k] = Math.min(minMetresIn[k]!, metres[a * w + k]!);
    }
  }
  const full = (1 << m) - 1;
  const metresLeft = new Float64Array(full + 1);
  for (let mask = 1; mask <= full; mask++) metresLeft[mask] = metresLeft[mask & (mask - 1)]! + minMetresIn[31 - Math.clz32(mask & -mask)]!;
  const sequence = m <= SEQUENCE_BOUND_MAX_STOPS ? sequenceTables(m, full, minTravelIn, service, due) : null;

  let bestLate = incumbent?.late ?? Infinity;
  let bestMetres = incumbent?.metres ?? Infinity;
  let bestLabel = -1;
  const labels = new Labels();
  const head = new Int32Array((full + 1) * m).fill(-1);

  const extend = (parent: number, last: number, time: number, late: number, spent: number, mask: number) => {
    for (let k = 0; k < m; k++) {
      if (mask & (1 << k)) continue;
      const arrival = time + travel[last * w + k]!;
      const lateNow = late + (arrival > due[k]! ? arrival - due[k]! : 0);
      const metresNow = spent + metres[last * w + k]!;
      const reached = mask | (1 << k);
      const left = full & ~reached;
      let leave = (arrival > ready[k]! ? arrival : ready[k]!) + service[k]!;
      // Lower bounds on the rest: each remaining booked stop reached no sooner than its cheapest way
      // in; and, as they are visited one after another, the j-th of them no sooner than the j
      // cheapest ways in and the j - 1 shortest visits, set against the j-th earliest booked time
      // (pairing both in order gives the least lateness such arrivals can have).
      let lateLeft = 0;
      for (let rest = left & dueMask; rest !== 0; rest &= rest - 1) {
        const r = 31 - Math.clz32(rest & -rest);
        const soonest = leave + minTravelIn[r]!;
        if (soonest > due[r]!) lateLeft += soonest - due[r]!;
      }
      if (costLess(bestLate, bestMetres, lateNow + lateLeft, metresNow + metresLeft[left]!)) continue;
      if (sequence && left !== 0) {
        const row = left * w;
        let soonest = leave;
        let inOrder = 0;
        for (let j = 0, count = sequence.dueCount[left]!; j < count; j++) {
          soonest += sequence.travel[row + j]!;
          if (soonest > sequence.due[row + j]!) inOrder += soonest - sequence.due[row + j]!;
          soonest += sequence.service[row + j]!;
        }
        if (costLess(bestLate, bestMetres, lateNow + inOrder, metresNow + metresLeft[left]!)) continue;
      }
      if (left === 0) {
        if (costLess(lateNow, metresNow, bestLate, bestMetres) || (bestLabel === -1 && !incumbent)) {
          bestLate = lateNow;
          bestMetres = metresNow;
          bestLabel = labels.add(leave, lateNow, metresNow, parent, k, -1);
        }
        continue;
      }
      if ((left & dueMask) === 0) leave = -Infinity; // nothing left is booked: the time no longer matters
      // Keep the label unless another of its state is as good on all three; drop those it beats.
      const state = reached * m + k;
      let dominated = false;
      for (let e = head[state]!, previous = -1; e !== -1; e = labels.next[e]!) {
        const et = labels.time[e]!;
        const el = labels.late[e]!;
        const em = labels.metres[e]!;
        if (et <= leave && el <= lateNow && em <= metresNow) {
          dominated = true;
          break;
        }
        if (leave <= et && lateNow <= el && metresNow <= em) {
          if (previous === -1) head[state] = labels.next[e]!;
          else labels.next[previous] = labels.next[e]!;
        } else previous = e;
      }
      if (!dominated) head[state] = labels.add(leave, lateNow, metresNow, parent, k, head[state]!);
    }
  };

  extend(-1, m, from.time, from.late, from.metres, 0);
  for (let mask = 1; mask < full; mask++) {
    for (let bits = mask; bits !== 0; bits &= bits - 1) {
      const last = 31 - Math.clz32(bits & -bits);
      for (let l = head[mask * m + last]!; l !== -1; l = labels.next[l]!) {
        // Labels of this state are final: every state that feeds it has a smaller mask.
        extend(l, last, labels.time[l]!, labels.late[l]!, labels.metres[l]!, mask);
      }
    }
  }
  if (bestLabel === -1) return incumbent!;
  const reversed: number[] = [];
  for (let l = bestLabel; l !== -1; l = labels.parent[l]!) reversed.push(free[labels.stop[l]!]!);
  return { path: reversed.reverse(), late: bestLate, metres: bestMetres };
}
