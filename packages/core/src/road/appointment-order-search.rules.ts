// The appointment-keeping order for days too big for the exact solver: a local search on the cost
// (total lateness, then metres).
//
// Starts: the stops by booked time; nearest neighbour by distance; insertion by booked time (each
// stop, earliest booked first, put where it costs least); and dispatching orders (see
// dispatchOrders). The cheapest few are improved and the best kept, so the answer is never worse
// than any start. Near moves: a run of 1 to 3 stops moved up to WINDOW places earlier or later, a
// stop moved beside one of its nearest stops in distance, a stretch reversed (2-opt), two stops
// swapped; the first that lowers the cost is taken, until no move does. Then, on a day of 41 to
// LONG_DAY_STOPS stops, far moves: the same runs moved, and stretches reversed, further than WINDOW
// places, each taken followed by the near moves again. On a day that cannot all be kept, the visit
// to give up on belongs at the end of the day, wherever the starts put it; near moves alone leave
// it where it makes every later stop late. Then kicks: two short adjacent runs swapped, repaired
// with the near moves, kept when the cost is lower; a repair that comes back to the path it left
// stops there. The kicks come from a seeded generator, so the same day always gives the same
// order; a time budget runs more of the same kicks. A day with no booked stop left is the shortest
// open path, handed to the distance heuristic.
//
// A move is costed without rescheduling the day. Each stretch of the old path it keeps is costed
// at once: along a stretch where no stop waits, arriving d minutes later shifts every stop by d,
// so its lateness grows by d per late stop, as long as no stop turns late or on time and no wait
// starts (the range of d allowed is a range minimum over the stretch); a stop that waited absorbs
// the shift up to its wait, and after it the stretch is as it was.
import { heuristicOpenPath } from './stop-order.rules';
import { seededRandom } from './path-improvement.rules';
import { costLess, LATE_EPSILON, pathCost, type AppointmentDay, type PathStart } from './appointment-day.rules';
import type { AppointmentOrderFound } from './appointment-order-exact.rules';
import { appointmentFarMovesFor, appointmentKicksFor, appointmentStartsFor, LONG_DAY_STOPS } from './appointment-search-effort.rules';
import { neighbourLists } from './appointment-neighbours.rules';

export interface SearchEffort {
  /** How many of the cheapest starts are improved (restarts); appointmentStartsFor(stops) by default. */
  readonly starts?: number;
  /** Kicks after that; appointmentKicksFor(stops) by default, unlimited with a time budget. */
  readonly kicks?: number;
  /** Keep kicking until this many milliseconds have passed since the search began. */
  readonly timeBudgetMs?: number;
  /** Whether whole descents try the far moves too (appointmentFarMovesFor(stops) by default). */
  readonly far?: boolean;
  /** Milliseconds, for the time budget (Date.now by default). */
  readonly clock?: () => number;
}

/** How many places along the path a run is moved, a stretch reversed, two stops swapped. */
const WINDOW = 12;
/** Longest run a kick moves. */
const MAX_KICK_RUN = 3;
/** Weightings of the dispatching starts: due-date slack (times the mean service), travel (times the mean leg). */
const SLACK_WEIGHTS = [0.2, 0.6, 1.2, 2.4];
const TRAVEL_WEIGHTS = [0.1, 0.4, 1.6];
/** A long day's: two of them (each weighting costs a pass over every pair of stops). */
const LONG_DAY_SLACK_WEIGHTS = [0.6, 2.4];
const LONG_DAY_TRAVEL_WEIGHTS = [0.4];

/** Piece kinds: an old run in order, reversed, or one node that was not on the path. */
const FORWARD = 1;
const REVERSED = -1;
const NEW_NODE = 0;
/** Registers of `move` and `io` (see AppointmentSearch.move). */
const CAP = 0;
const LATE = 1;
const METRES = 2;
const IO_ARRIVAL = 0;
const IO_CAP = 1;
const IO_LATE = 2;
const IO_LEAVE = 3;
/**
 * Registers of a reversed stretch: its booked stops, the sum of their offsets (minutes from
 * reaching its head to reaching each, nobody waiting), the sum of their booked times, the latest
 * its head may be reached for one of them to be early (the greatest booked time less offset), the
 * minutes from reaching its head to leaving its last stop, and its metres.
 */
const R_BOOKED = 0;
const R_OFFSETS = 1;
const R_DUE = 2;
const R_LATEST = 3;
const R_SPAN = 4;
const R_METRES = 5;
/** What reversalCost says. */
const NOT_CHEAPER = 0;
const CHEAPER = 1;
const UNKNOWN = -1;
/** A move may cost this much more lateness (rounding) and still win on metres. */
const LATE_SLACK = LATE_EPSILON;

class AppointmentSearch {
  readonly path: Int32Array;
  length = 0;
  readonly position: Int32Array;
  late = 0;
  metres = 0;
  /**
   * The move last costed: [cap, lateness, metres]; and stretchLate's [arrival, cap] in, [lateness,
   * departure] out. Doubles pass through typed arrays here because V8 boxes a double handed to or
   * returned from a call it does not inline, and these calls are the search's inner loop.
   */
  readonly move = new Float64Array(3);
  private readonly io = new Float64Array(4);
  /** The two stretches the reversals of a stop's moves grow (see reverseFrom). */
  private readonly reversedA = new Float64Array(6);
  private readonly reversedB = new Float64Array(6);
  // The schedule of the path, by position.
  private readonly arrival: Float64Array;
  private readonly leave: Float64Array;
  private readonly lateTo: Float64Array;
  private readonly metresTo: Float64Array;
  private readonly lateCountTo: Int32Array;
  /** The first position at or after i whose stop waits for its booked time (length if none). */
  private readonly nextWait: Int32Array;
  /** Range tables, level by level: the least and the greatest shift of arrival each stop allows. */
  private readonly lowest: Float64Array;
  private readonly highest: Float64Array;
  // The move being costed: path[0..prefixEnd] + pieces (kind, x, y) + path[tailStart..].
  private readonly pieces = new Int32Array(12);
  private pieceCount = 0;
  private prefixEnd = -1;
  private tailStart = 0;
  private readonly scratch: Int32Array;
  private readonly size: number;
  private readonly travel: Float64Array;
  private readonly metresOf: Float64Array;
  private readonly ready: Float64Array;
  private readonly due: Float64Array;
  private readonly service: Float64Array;
  private readonly capacity: number;

  constructor(
    day: AppointmentDay,
    private readonly from: PathStart,
    capacity: number,
  ) {
    this.capacity = capacity;
    this.size = day.size;
    this.travel = day.travel;
    this.metresOf = day.metres;
    this.ready = day.ready;
    this.due = day.due;
    this.service = day.service;
    this.path = new Int32Array(capacity);
    this.scratch = new Int32Array(capacity);
    this.position = new Int32Array(day.size).fill(-1);
    this.arrival = new Float64Array(capacity);
    this.leave = new Float64Array(capacity);
    this.lateTo = new Float64Array(capacity);
    this.metresTo = new Float64Array(capacity);
    this.lateCountTo = new Int32Array(capacity);
    this.nextWait = new Int32Array(capacity);
    const levels = 32 - Math.clz32(Math.max(1, capacity));
    this.lowest = new Float64Array(levels * capacity);
    this.highest = new Float64Array(levels * capacity);
  }

  set(nodes: ArrayLike<number>, length = nodes.length): void {
    for (let i = 0; i < length; i++) this.path[i] = nodes[i]!;
    this.length = length;
    this.rebuild();
  }

  /** Whether the path is `nodes`. */
  is(nodes: readonly number[]): boolean {
    if (nodes.length !== this.length) return false;
    for (let i = 0; i < this.length; i++) if (this.path[i] !== nodes[i]) return false;
    return true;
  }

  current(): number[] {
    return Array.from(this.path.subarray(0, this.length));
  }

  /** Reschedules the path and rebuilds the tables the moves are costed with. */
  rebuild(): void {
    const { path, size, travel, ready, due, service, lowest, highest, capacity } = this;
    const n = this.length;
    let node = this.from.node;
    let time = this.from.time;
    let late = this.from.late;
    let metres = this.from.metres;
    let lateCount = 0;
    for (let i = 0; i < n; i++) {
      const k = path[i]!;
      this.position[k] = i;
      const arrival = time + travel[node * size + k]!;
      this.arrival[i] = arrival;
      // The shifts of arrival that keep this stop as it is: no wait starting, not turning late or on time.
      if (arrival > due[k]!) {
        late += arrival - due[k]!;
        lateCount++;
        lowest[i] = Math.max(due[k]! - arrival, ready[k]! - arrival);
        highest[i] = Infinity;
      } else {
        lowest[i] = ready[k]! - arrival;
        highest[i] = due[k]! - arrival;
      }
      this.lateTo[i] = late;
      this.lateCountTo[i] = lateCount;
      metres += this.metresOf[node * size + k]!;
      this.metresTo[i] = metres;
      time = (arrival > ready[k]! ? arrival : ready[k]!) + service[k]!;
      this.leave[i] = time;
      node = k;
    }
    this.late = late;
    this.metres = metres;
    for (let i = n - 1; i >= 0; i--) this.nextWait[i] = this.arrival[i]! < ready[path[i]!]! ? i : i + 1 < n ? this.nextWait[i + 1]! : n;
    for (let level = 1, span = 1; 2 * span <= n; level++, span *= 2) {
      const row = level * capacity;
      const below = row - capacity;
      for (let i = 0; i + 2 * span <= n; i++) {
        lowest[row + i] = Math.max(lowest[below + i]!, lowest[below + i + span]!);
        highest[row + i] = Math.min(highest[below + i]!, highest[below + i + span]!);
      }
    }
  }

  /**
   * The lateness of the old stretch path[x..y] when path[x] is reached at io[IO_ARRIVAL] (Infinity
   * once over io[IO_CAP]) into io[IO_LATE], and when path[y] is then left into io[IO_LEAVE].
   */
  private stretchLate(x: number, y: number): void {
    const { path, size, travel, ready, due, service, lowest, highest, capacity, io } = this;
    const cap = io[IO_CAP]!;
    let late = 0;
    for (let t = io[IO_ARRIVAL]!; ; ) {
      const k = path[x]!;
      const wait = this.nextWait[x]!;
      const z = wait - 1 < y ? wait - 1 : y;
      if (z >= x) {
        // No stop of path[x..z] waited: if the shift keeps every one of them as it was, all of it at once.
        const shift = t - this.arrival[x]!;
        const level = 31 - Math.clz32(z - x + 1);
        const row = level * capacity;
        const other = z - (1 << level) + 1;
        if (shift >= Math.max(lowest[row + x]!, lowest[row + other]!) && shift <= Math.min(highest[row + x]!, highest[row + other]!)) {
          late += this.lateTo[z]! - (x > 0 ? this.lateTo[x - 1]! : this.from.late) + (this.lateCountTo[z]! - (x > 0 ? this.lateCountTo[x - 1]! : 0)) * shift;
          if (late > cap) {
            io[IO_LATE] = Infinity;
            return;
          }
          if (z === y) {
            io[IO_LATE] = late;
            io[IO_LEAVE] = this.leave[y]! + shift;
            return;
          }
          x = z + 1;
          t = this.arrival[x]! + shift;
          continue;
        }
      }
      // One stop by hand.
      if (t > due[k]!) {
        late += t - due[k]!;
        if (late > cap) {
          io[IO_LATE] = Infinity;
          return;
        }
      }
      const leave = (t > ready[k]! ? t : ready[k]!) + service[k]!;
      if (x === y) {
        io[IO_LATE] = late;
        io[IO_LEAVE] = leave;
        return;
      }
      // Back in step with the old schedule (a wait absorbed the shift): the rest is as it was.
      if (leave === this.leave[x]!) {
        io[IO_LATE] = late + this.lateTo[y]! - this.lateTo[x]!;
        io[IO_LEAVE] = this.leave[y]!;
        return;
      }
      t = leave + travel[k * size + path[x + 1]!]!;
      x++;
    }
  }

  private begin(prefixEnd: number, tailStart: number): void {
    this.prefixEnd = prefixEnd;
    this.tailStart = tailStart;
    this.pieceCount = 0;
  }

  private piece(kind: number, x: number, y: number): void {
    if (kind !== NEW_NODE && y < x) return; // an empty run
    const at = 3 * this.pieceCount++;
    this.pieces[at] = kind;
    this.pieces[at + 1] = x;
    this.pieces[at + 2] = y;
  }

  /**
   * Costs the move described into move[LATE], move[METRES], and says whether it is cheaper than
   * the path. Lateness is given up on (Infinity) once it passes move[CAP] (the path's lateness
   * unless set otherwise): it only grows along the day.
   */
  private costOfMove(): boolean {
    const { path, size, travel, ready, due, service, metresOf, io } = this;
    const cap = this.move[CAP]!;
    const p = this.prefixEnd;
    let node = p >= 0 ? path[p]! : this.from.node;
    let time = p >= 0 ? this.leave[p]! : this.from.time;
    let late = p >= 0 ? this.lateTo[p]! : this.from.late;
    let metres = p >= 0 ? this.metresTo[p]! : this.from.metres;
    const runs = this.pieceCount + (this.tailStart < this.length ? 1 : 0);
    for (let q = 0; q < runs && late <= cap; q++) {
      const isTail = q === this.pieceCount;
      const kind = isTail ? FORWARD : this.pieces[3 * q]!;
      const x = isTail ? this.tailStart : this.pieces[3 * q + 1]!;
      const y = isTail ? this.length - 1 : this.pieces[3 * q + 2]!;
      if (kind === FORWARD) {
        const first = path[x]!;
        metres += metresOf[node * size + first]! + this.metresTo[y]! - this.metresTo[x]!;
        io[IO_ARRIVAL] = time + travel[node * size + first]!;
        io[IO_CAP] = cap - late;
        this.stretchLate(x, y);
        late += io[IO_LATE]!;
        time = io[IO_LEAVE]!;
        node = path[y]!;
        continue;
      }
      const count = kind === NEW_NODE ? 1 : y - x + 1;
      for (let r = 0; r < count && late <= cap; r++) {
        const k = kind === NEW_NODE ? x : path[y - r]!;
        const arrival = time + travel[node * size + k]!;
        if (arrival > due[k]!) late += arrival - due[k]!;
        metres += metresOf[node * size + k]!;
        time = (arrival > ready[k]! ? arrival : ready[k]!) + service[k]!;
        node = k;
      }
    }
    this.move[LATE] = late > cap ? Infinity : late;
    this.move[METRES] = metres;
    return costLess(this.move[LATE]!, metres, this.late, this.metres);
  }

  /** Applies the move described; keeps it only if the rescheduled path really costs less. */
  private applyMove(): boolean {
    const { path, scratch } = this;
    const oldLate = this.late;
    const oldMetres = this.metres;
    const oldLength = this.length;
    let w = 0;
    for (let i = 0; i <= this.prefixEnd; i++) scratch[w++] = path[i]!;
    for (let q = 0; q < this.pieceCount; q++) {
      const kind = this.pieces[3 * q]!;
      const x = this.pieces[3 * q + 1]!;
      const y = this.pieces[3 * q + 2]!;
      if (kind === NEW_NODE) scratch[w++] = x;
      else if (kind === FORWARD) for (let j = x; j <= y; j++) scratch[w++] = path[j]!;
      else for (let j = y; j >= x; j--) scratch[w++] = path[j]!;
    }
    for (let i = this.tailStart; i < oldLength; i++) scratch[w++] = path[i]!;
    const previous = path.slice(0, oldLength);
    this.set(scratch, w);
    if (w !== oldLength || costLess(this.late, this.metres, oldLate, oldMetres)) return true;
    this.set(previous, oldLength); // rounding made it look cheaper than it is
    return false;
  }

  private tryMove(): boolean {
    this.move[CAP] = this.late + LATE_SLACK;
    return this.costOfMove() && this.applyMove();
  }

  /** Puts `node` (not on the path) where it costs least. */
  insertCheapest(node: number): void {
    let bestAfter = -1;
    let bestLate = Infinity;
    let bestMetres = Infinity;
    for (let u = -1; u < this.length; u++) {
      this.begin(u, u + 1);
      this.piece(NEW_NODE, node, node);
      this.move[CAP] = bestLate + LATE_SLACK;
      this.costOfMove();
      if (u === -1 || costLess(this.move[LATE]!, this.move[METRES]!, bestLate, bestMetres)) {
        bestAfter = u;
        bestLate = this.move[LATE]!;
        bestMetres = this.move[METRES]!;
      }
    }
    this.begin(bestAfter, bestAfter + 1);
    this.piece(NEW_NODE, node, node);
    this.applyMove();
  }

  /**
   * Tries the moves of `a` (see the module's comment); applies the first that costs less. Near, the
   * moves reach WINDOW places and `a`'s nearest stops; far, they reach the rest of the path.
   */
  improve(a: number, near: Int32Array, wake: (node: number) => void, far = false): boolean {
    const n = this.length;
    const i = this.position[a]!;
    const nearest = far ? WINDOW + 1 : 1;
    const farthest = far ? n : WINDOW;
    for (let len = 1; len <= 3; len++) {
      for (let end = 0; end < (len === 1 ? 1 : 2); end++) {
        const s = end === 0 ? i : i - len + 1;
        const e = s + len - 1;
        if (s < 0 || e >= n) continue;
        const later = this.laterPlace(s, e, nearest, farthest);
        if (later >= 0) {
          this.begin(s - 1, later + 1);
          this.piece(FORWARD, e + 1, later);
          this.piece(FORWARD, s, e);
          if (this.applyMove()) return this.woke(wake, s - 1, later + 1);
        }
        for (let u = s - 1 - nearest; u >= -1 && u >= s - 1 - farthest; u--) {
          this.begin(u, e + 1);
          this.piece(FORWARD, s, e);
          this.piece(FORWARD, u + 1, s - 1);
          if (this.tryMove()) return this.woke(wake, u, e + 1);
        }
      }
    }
    if (!far) {
      for (let l = 0; l < near.length; l++) {
        const j = this.position[near[l]!]!;
        if (Math.abs(j - i) <= WINDOW) continue; // tried above
        for (let u = j; u >= j - 1; u--) {
          if (u < i) {
            this.begin(u, i + 1);
            this.piece(FORWARD, i, i);
            this.piece(FORWARD, u + 1, i - 1);
          } else {
            this.begin(i - 1, u + 1);
            this.piece(FORWARD, i + 1, u);
            this.piece(FORWARD, i, i);
          }
          if (this.tryMove()) return this.woke(wake, Math.min(i, u) - 1, Math.max(i, u) + 1);
        }
      }
    }
    // Reversing path[i+1..j] puts a beside path[j]; reversing path[i..j-1], a's predecessor beside
    // path[j-1]. Each reversed stretch grows by one stop at its head as j grows (see reverseFrom).
    const firstJ = far ? i + WINDOW + 1 : i + 2;
    if (firstJ < n && firstJ <= i + farthest) {
      const { reversedA, reversedB, path } = this;
      this.reverseFrom(reversedA, i + 1, firstJ - 1);
      this.reverseFrom(reversedB, i, firstJ - 2);
      for (let j = firstJ; j < n && j <= i + farthest; j++) {
        this.prepend(reversedA, path[j]!, path[j - 1]!);
        const costA = this.reversalCost(reversedA, i + 1, j);
        if (costA !== NOT_CHEAPER) {
          this.begin(i, j + 1);
          this.piece(REVERSED, i + 1, j);
          if (costA === CHEAPER ? this.applyMove() : this.tryMove()) return this.woke(wake, i, j + 1);
        }
        this.prepend(reversedB, path[j - 1]!, path[j - 2]!);
        const costB = this.reversalCost(reversedB, i, j - 1);
        if (costB !== NOT_CHEAPER) {
          this.begin(i - 1, j);
          this.piece(REVERSED, i, j - 1);
          if (costB === CHEAPER ? this.applyMove() : this.tryMove()) return this.woke(wake, i - 1, j);
        }
      }
    }
    if (far) return false;
    for (let j = i + 1; j < n && j <= i + WINDOW; j++) {
      this.begin(i - 1, j + 1);
      this.piece(FORWARD, j, j);
      this.piece(FORWARD, i + 1, j - 1);
      this.piece(FORWARD, i, i);
      if (this.tryMove()) return this.woke(wake, i - 1, j + 1);
    }
    return false;
  }

  /** `r` becomes the reversed stretch path[x..y] (x <= y): path[y] first, back to path[x]. */
  private reverseFrom(r: Float64Array, x: number, y: number): void {
    const k = this.path[x]!;
    const booked = this.due[k]! < Infinity;
    r[R_BOOKED] = booked ? 1 : 0;
    r[R_OFFSETS] = 0;
    r[R_DUE] = booked ? this.due[k]! : 0;
    r[R_LATEST] = booked ? this.due[k]! : -Infinity;
    r[R_SPAN] = this.service[k]!;
    r[R_METRES] = 0;
    for (let q = x + 1; q <= y; q++) this.prepend(r, this.path[q]!, this.path[q - 1]!);
  }

  /** Puts `k` at the head of the reversed stretch `r`, whose head was `head`. */
  private prepend(r: Float64Array, k: number, head: number): void {
    const shift = this.service[k]! + this.travel[k * this.size + head]!;
    r[R_OFFSETS] = r[R_OFFSETS]! + r[R_BOOKED]! * shift;
    r[R_LATEST] = r[R_LATEST]! - shift;
    r[R_SPAN] = r[R_SPAN]! + shift;
    r[R_METRES] = r[R_METRES]! + this.metresOf[k * this.size + head]!;
    const due = this.due[k]!;
    if (due < Infinity) {
      r[R_BOOKED] = r[R_BOOKED]! + 1;
      r[R_DUE] = r[R_DUE]! + due;
      if (due > r[R_LATEST]!) r[R_LATEST] = due;
    }
  }

  /**
   * Whether reversing path[x..y] (its reversed stretch `r`) costs less than the path. When its head
   * is reached no earlier than r[R_LATEST], every booked stop in it is reached at or after its
   * booked time: nobody waits, each is late by its arrival less its booked time, and the stretch
   * is costed at once. Otherwise UNKNOWN: costed stop by stop (tryMove).
   */
  private reversalCost(r: Float64Array, x: number, y: number): number {
    const { path, size, travel, metresOf, io } = this;
    const n = this.length;
    const p = x - 1;
    const node = p >= 0 ? path[p]! : this.from.node;
    const head = path[y]!;
    const arrival = (p >= 0 ? this.leave[p]! : this.from.time) + travel[node * size + head]!;
    if (arrival < r[R_LATEST]!) return UNKNOWN;
    const cap = this.late + LATE_SLACK;
    let late = (p >= 0 ? this.lateTo[p]! : this.from.late) + r[R_BOOKED]! * arrival + r[R_OFFSETS]! - r[R_DUE]!;
    if (late > cap) return NOT_CHEAPER;
    let metres = (p >= 0 ? this.metresTo[p]! : this.from.metres) + metresOf[node * size + head]! + r[R_METRES]!;
    if (y + 1 < n) {
      const last = path[x]!;
      const next = path[y + 1]!;
      metres += metresOf[last * size + next]! + this.metresTo[n - 1]! - this.metresTo[y + 1]!;
      io[IO_ARRIVAL] = arrival + r[R_SPAN]! + travel[last * size + next]!;
      io[IO_CAP] = cap - late;
      this.stretchLate(y + 1, n - 1);
      late += io[IO_LATE]!;
    }
    return costLess(late > cap ? Infinity : late, metres, this.late, this.metres) ? CHEAPER : NOT_CHEAPER;
  }

  /**
   * The best place `nearest` to `farthest` places after the run path[s..e] to move it to, or -1
   * when none costs less than the path. The stretch it jumps over is walked once for all the places.
   */
  private laterPlace(s: number, e: number, nearest: number, farthest: number): number {
    const { path, size, travel, ready, due, service, metresOf } = this;
    const n = this.length;
    let node = s > 0 ? path[s - 1]! : this.from.node;
    let time = s > 0 ? this.leave[s - 1]! : this.from.time;
    let late = s > 0 ? this.lateTo[s - 1]! : this.from.late;
    let metres = s > 0 ? this.metresTo[s - 1]! : this.from.metres;
    const cap = this.late + LATE_SLACK;
    let bestPlace = -1;
    let bestLate = this.late;
    let bestMetres = this.metres;
    for (let u = e + 1; u < n && u <= e + farthest; u++) {
      // The stretch jumped over grows by path[u].
      const k = path[u]!;
      const arrival = time + travel[node * size + k]!;
      if (arrival > due[k]!) {
        late += arrival - due[k]!;
        if (late > cap) break; // it only grows with the stretch
      }
      metres += metresOf[node * size + k]!;
      time = (arrival > ready[k]! ? arrival : ready[k]!) + service[k]!;
      node = k;
      if (u < e + nearest) continue;
      // Then the run, then the rest of the day as it was.
      let runNode = node;
      let runTime = time;
      let runLate = late;
      let runMetres = metres;
      for (let r = 0; r <= e - s; r++) {
        const m = path[s + r]!;
        const at = runTime + travel[runNode * size + m]!;
        if (at > due[m]!) runLate += at - due[m]!;
        runMetres += metresOf[runNode * size + m]!;
        runTime = (at > ready[m]! ? at : ready[m]!) + service[m]!;
        runNode = m;
      }
      if (runLate > cap) continue;
      if (u + 1 < n) {
        const next = path[u + 1]!;
        runMetres += metresOf[runNode * size + next]! + this.metresTo[n - 1]! - this.metresTo[u + 1]!;
        this.io[IO_ARRIVAL] = runTime + travel[runNode * size + next]!;
        this.io[IO_CAP] = cap - runLate;
        this.stretchLate(u + 1, n - 1);
        runLate += this.io[IO_LATE]!;
      }
      if (costLess(runLate, runMetres, bestLate, bestMetres)) {
        bestPlace = u;
        bestLate = runLate;
        bestMetres = runMetres;
      }
    }
    return bestPlace;
  }

  private woke(wake: (node: number) => void, from: number, to: number): true {
    for (const i of [from - 1, from, from + 1, to - 1, to, to + 1]) if (i >= 0 && i < this.length) wake(this.path[i]!);
    return true;
  }

  /** Swaps the runs path[a..b-1] and path[b..c-1]. */
  swapRuns(a: number, b: number, c: number): void {
    const { path, scratch } = this;
    let w = 0;
    for (let i = 0; i < a; i++) scratch[w++] = path[i]!;
    for (let i = b; i < c; i++) scratch[w++] = path[i]!;
    for (let i = a; i < b; i++) scratch[w++] = path[i]!;
    for (let i = c; i < this.length; i++) scratch[w++] = path[i]!;
    this.set(scratch, w);
  }
}

/** The free stops by booked time, those without one last (in the order given). */
export function bookedTimeOrder(day: AppointmentDay, free: readonly number[]): number[] {
  return [...free].sort((a, b) => (day.due[a] === day.due[b] ? 0 : day.due[a]! < day.due[b]! ? -1 : 1));
}

/** From the start, always to the nearest unvisited stop in metres. */
export function nearestNeighbourOrder(day: AppointmentDay, from: PathStart, free: readonly number[]): number[] {
  // An array in the given order (ties go to the first): a set's iteration cost a long day more.
  const left = [...free];
  const order: number[] = [];
  for (let node = from.node; left.length > 0; ) {
    const row = node * day.size;
    let best = 0;
    for (let i = 1; i < left.length; i++) if (day.metres[row + left[i]!]! < day.metres[row + left[best]!]!) best = i;
    node = left[best]!;
    left.splice(best, 1);
    order.push(node);
  }
  return order;
}

/**
 * Orders by dispatching: from where the crew is, to the stop of highest priority, then again. The
 * priority is the apparent tardiness cost with setups (Lee, Bhaskaran and Pinedo's rule for a
 * machine with set-up times and due dates): short visits, stops about to turn late and short
 * drives first. One order per weighting of those three.
 */
function dispatchOrders(day: AppointmentDay, from: PathStart, free: readonly number[]): number[][] {
  const { size, travel, ready, due, service } = day;
  const meanService = free.reduce((a, k) => a + service[k]!, 0) / free.length;
  let travelSum = 0;
  for (const a of free) for (const b of free) travelSum += travel[a * size + b]!;
  const meanTravel = free.length > 1 ? travelSum / (free.length * (free.length - 1)) : 1;
  // The index's logarithm: the same order of stops, without an exponential per stop and step (a
  // long day's starts were a fifth of its planning), and no product of exponentials rounded to 0.
  const logShortness = new Float64Array(size);
  for (const k of free) logShortness[k] = -Math.log(Math.max(1, service[k]!));
  const orders: number[][] = [];
  const long = free.length > LONG_DAY_STOPS;
  for (const k1 of long ? LONG_DAY_SLACK_WEIGHTS : SLACK_WEIGHTS) {
    for (const k2 of long ? LONG_DAY_TRAVEL_WEIGHTS : TRAVEL_WEIGHTS) {
      const slackScale = 1 / (k1 * meanService);
      const setupScale = 1 / (k2 * meanTravel);
      // In the given order, so that ties go to the first, as they always did.
      const left = [...free];
      const order: number[] = [];
      let node = from.node;
      let time = from.time;
      while (left.length > 0) {
        let best = 0;
        let bestIndex = -Infinity;
        for (let i = 0; i < left.length; i++) {
          const j = left[i]!;
          const setup = travel[node * size + j]!;
          const slack = Math.max(0, due[j]! - time - setup);
          const index = logShortness[j]! - slack * slackScale - setup * setupScale;
          if (index > bestIndex) {
            bestIndex = index;
            best = i;
          }
        }
        const next = left[best]!;
        left.splice(best, 1);
        order.push(next);
        const arrival = time + travel[node * size + next]!;
        time = Math.max(arrival, ready[next]!) + service[next]!;
        node = next;
      }
      orders.push(order);
    }
  }
  return orders;
}

/** With no booked stop left, lateness cannot change: the shortest open path through the stops. */
function shortestPath(day: AppointmentDay, from: PathStart, free: readonly number[]): number[] {
  const nodes = [from.node, ...free];
  const size = nodes.length;
  const matrix = new Float64Array(size * size);
  for (let a = 0; a < size; a++) for (let b = 0; b < size; b++) matrix[a * size + b] = day.metres[nodes[a]! * day.size + nodes[b]!]!;
  return heuristicOpenPath(matrix, size)
    .slice(1)
    .map((i) => nodes[i]!);
}

/** A good order of `free` from `from` (see the module's comment). */
export function searchAppointmentOrder(day: AppointmentDay, from: PathStart, free: readonly number[], effort: SearchEffort = {}): AppointmentOrderFound {
  const m = free.length;
  const found = (path: readonly number[]): AppointmentOrderFound => {
    const cost = pathCost(day, from, path);
    return { path, late: cost.late, metres: cost.metres };
  };
  if (m === 0) return found([]);
  const nearest = nearestNeighbourOrder(day, from, free);
  if (free.every((k) => day.due[k] === Infinity)) {
    const path = shortestPath(day, from, free);
    return pathCost(day, from, nearest).metres < pathCost(day, from, path).metres ? found(nearest) : found(path);
  }
  const clock = effort.clock ?? Date.now;
  const deadline = effort.timeBudgetMs === undefined ? -Infinity : clock() + effort.timeBudgetMs;
  const kicks = effort.kicks ?? (effort.timeBudgetMs === undefined ? appointmentKicksFor(m) : Infinity);
  const farMoves = effort.far ?? appointmentFarMovesFor(m);
  const search = new AppointmentSearch(day, from, m);
  const neighbours = neighbourLists(day, free);
  const queued = new Uint8Array(day.size);
  const queue: number[] = [];
  const wake = (node: number) => {
    if (!queued[node]) {
      queued[node] = 1;
      queue.push(node);
    }
  };
  // Each applied move lowers the cost, so a descent ends; the bound only guards against rounding.
  const maxMoves = 50 * m * m;
  let moves = 0;
  /** While a kick is repaired: the path it left from. */
  let home: readonly number[] | null = null;
  const drain = () => {
    while (queue.length > 0) {
      const a = queue.pop()!;
      queued[a] = 0;
      if (moves < maxMoves && search.improve(a, neighbours.get(a)!, wake)) {
        moves++;
        wake(a);
        if (home && search.is(home)) {
          // Back where the kick left from: the rest of this repair would be a descent from there, done already.
          for (const node of queue) queued[node] = 0;
          queue.length = 0;
        }
      }
    }
  };
  // Near moves from `active` until none lowers the cost (a kick's repair). A whole descent: near
  // moves from every stop until none does, then far moves, each followed by the near moves it wakes;
  // after a pass that took a far move, all of it again (the day's times changed for every stop
  // after it), until neither lowers the cost.
  const descend = (active?: readonly number[]) => {
    moves = 0;
    for (let again = true; again; ) {
      for (let sweep = true; sweep; ) {
        const before = moves;
        for (const node of active ?? search.current()) wake(node);
        drain();
        sweep = !active && moves > before;
      }
      again = false;
      if (active || !farMoves) return;
      for (const a of search.current()) {
        if (moves < maxMoves && search.improve(a, neighbours.get(a)!, wake, true)) {
          moves++;
          again = true;
          wake(a);
          drain();
        }
      }
    }
  };

  // The starts, the cheapest few improved. A long day has no insertion start (it costs a costing of
  // every place for every stop).
  const booked = bookedTimeOrder(day, free);
  const starts = [booked, nearest, ...dispatchOrders(day, from, free)];
  if (m <= LONG_DAY_STOPS) {
    search.set([], 0);
    for (const node of booked) search.insertCheapest(node);
    starts.unshift(search.current());
  }
  const candidates: AppointmentOrderFound[] = [];
  const seen = new Set<string>();
  for (const start of starts) {
    const key = start.join();
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push(found(start));
  }
  candidates.sort((x, y) => (costLess(x.late, x.metres, y.late, y.metres) ? -1 : costLess(y.late, y.metres, x.late, x.metres) ? 1 : 0));
  let best: number[] = [];
  let bestLate = Infinity;
  let bestMetres = Infinity;
  for (const start of candidates.slice(0, Math.max(1, effort.starts ?? appointmentStartsFor(m)))) {
    search.set(start.path);
    descend();
    if (best.length === 0 || costLess(search.late, search.metres, bestLate, bestMetres)) {
      best = search.current();
      bestLate = search.late;
      bestMetres = search.metres;
    }
  }
  search.set(best);

  if (m >= 4) {
    const random = seededRandom(m);
    for (let k = 0; k < kicks; k++) {
      if (k % 8 === 0 && deadline > -Infinity && clock() >= deadline) break;
      // Swap two adjacent short runs, repair around the seams, keep it if it costs less.
      const a = Math.floor(random() * (m - 1));
      const b = Math.min(m - 1, a + 1 + Math.floor(random() * MAX_KICK_RUN));
      const c = Math.min(m, b + 1 + Math.floor(random() * MAX_KICK_RUN));
      const seams = [a - 1, a, b - 1, b, c - 1, c].filter((i) => i >= 0 && i < m).map((i) => best[i]!);
      search.swapRuns(a, b, c);
      home = best;
      descend(seams);
      home = null;
      if (costLess(search.late, search.metres, bestLate, bestMetres)) {
        best = search.current();
        bestLate = search.late;
        bestMetres = search.metres;
      } else search.set(best);
    }
  }
  return { path: best, late: bestLate, metres: bestMetres };
}
