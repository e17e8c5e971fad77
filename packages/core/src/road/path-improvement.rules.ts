// Heuristic open paths for larger stop counts: nearest neighbour, then local search with 2-opt
// (segment reversal) and Or-opt (moving a run of 1 to 3 stops elsewhere, possibly reversed), both
// looking only at each node's nearest neighbours and driven by a queue of nodes whose edges
// changed ("don't-look bits"), until neither move improves. Then a fixed number of segment-swap
// kicks (double bridge), each followed by the same local search and kept when shorter: a small
// iterated local search with a seeded generator, so the same input always gives the same path.
// Node 0 is the start and never moves; the path ends at its last stop (no return).
const EPSILON = 1e-7;
/** Neighbours considered per node by the moves. */
export const NEIGHBOURS_PER_NODE = 10;

export function pathLength(matrix: Float64Array, size: number, path: readonly number[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += matrix[path[i - 1]! * size + path[i]!]!;
  return total;
}

/** From node 0, always to the nearest unvisited node. O(n^2). */
export function nearestNeighbourPath(matrix: Float64Array, size: number): number[] {
  const visited = new Uint8Array(size);
  const path = [0];
  visited[0] = 1;
  for (let current = 0; path.length < size; ) {
    let best = -1;
    let bestDistance = Infinity;
    for (let j = 1; j < size; j++) {
      if (!visited[j] && matrix[current * size + j]! < bestDistance) {
        bestDistance = matrix[current * size + j]!;
        best = j;
      }
    }
    visited[best] = 1;
    path.push(best);
    current = best;
  }
  return path;
}

/** Each node's nearest other nodes, nearest first (ties by node number). O(n^2 k). */
export function neighbourLists(matrix: Float64Array, size: number, count = NEIGHBOURS_PER_NODE): Int32Array[] {
  const k = Math.min(count, size - 1);
  const lists: Int32Array[] = [];
  for (let i = 0; i < size; i++) {
    const row = i * size;
    const list = new Int32Array(k);
    let filled = 0;
    for (let j = 0; j < size; j++) {
      if (j === i) continue;
      const dj = matrix[row + j]!;
      if (filled === k && dj >= matrix[row + list[k - 1]!]!) continue;
      // Insertion into the sorted short list; equal distances keep the lower node first.
      let at = filled < k ? filled++ : k - 1;
      while (at > 0 && matrix[row + list[at - 1]!]! > dj) {
        list[at] = list[at - 1]!;
        at--;
      }
      list[at] = j;
    }
    lists.push(list);
  }
  return lists;
}

/** 2-opt and Or-opt local search with buffers reused across calls (the kicks call it often). */
export function pathSearcher(matrix: Float64Array, size: number, neighbours: readonly Int32Array[]) {
  const n = size - 1; // last position
  const pos = new Int32Array(size);
  const queued = new Uint8Array(size);
  const queue: number[] = [];
  let path: number[] = [];
  const d = (a: number, b: number) => matrix[a * size + b]!;
  const at = (i: number) => (i >= 0 && i <= n ? path[i]! : -1);
  const reindex = (from: number, to: number) => {
    for (let i = from; i <= to; i++) pos[path[i]!] = i;
  };
  const wake = (node: number) => {
    if (node >= 0 && !queued[node]) {
      queued[node] = 1;
      queue.push(node);
    }
  };

  // Reversing path[x+1..y] (0 <= x < y <= n) replaces edges (x, x+1) and (y, y+1) by (x, y) and (x+1, y+1).
  const reversalGain = (x: number, y: number): number => {
    const a = path[x]!;
    const b = path[x + 1]!;
    const c = path[y]!;
    let gain = d(a, b) - d(a, c);
    if (y < n) gain += d(c, path[y + 1]!) - d(b, path[y + 1]!);
    return gain;
  };
  const reverse = (x: number, y: number) => {
    wake(at(x));
    wake(at(x + 1));
    wake(at(y));
    wake(at(y + 1));
    for (let i = x + 1, j = y; i < j; i++, j--) {
      const t = path[i]!;
      path[i] = path[j]!;
      path[j] = t;
    }
    reindex(x + 1, y);
  };

  const twoOpt = (a: number): number => {
    const i = pos[a]!;
    const longest = Math.max(i < n ? d(a, path[i + 1]!) : 0, i > 0 ? d(path[i - 1]!, a) : 0);
    const list = neighbours[a]!;
    for (let l = 0; l < list.length; l++) {
      const c = list[l]!;
      if (d(a, c) >= longest) return 0; // a new edge (a, c) cannot beat either edge it would replace
      const j = pos[c]!;
      const lo = Math.min(i, j);
      const hi = Math.max(i, j);
      if (hi - lo < 2) continue;
      // The new edge (a, c) is either (x, y) = (lo, hi) or (x + 1, y + 1) = (lo, hi).
      let gain = reversalGain(lo, hi);
      if (gain > EPSILON) {
        reverse(lo, hi);
        return gain;
      }
      if (lo >= 1) {
        gain = reversalGain(lo - 1, hi - 1);
        if (gain > EPSILON) {
          reverse(lo - 1, hi - 1);
          return gain;
        }
      }
    }
    return 0;
  };

  // Moves path[i..i+len-1] (a run with `a` at one end) between u and its successor, maybe reversed.
  const orOpt = (a: number): number => {
    const p = pos[a]!;
    for (let len = 1; len <= 3; len++) {
      for (let side = 0; side < (len === 1 ? 1 : 2); side++) {
        const i = side === 0 ? p : p - len + 1;
        if (i < 1 || i + len - 1 > n) continue;
        const s = path[i]!;
        const e = path[i + len - 1]!;
        const prev = path[i - 1]!;
        const next = at(i + len);
        const removal = d(prev, s) + (next >= 0 ? d(e, next) - d(prev, next) : 0);
        if (removal <= EPSILON) continue;
        for (let whichEnd = 0; whichEnd < 2; whichEnd++) {
          const end = whichEnd === 0 ? s : e;
          const list = neighbours[end]!;
          for (let l = 0; l < list.length; l++) {
            const c = list[l]!;
            if (d(end, c) >= removal) break; // the insertion would cost at least this much
            const k = pos[c]!;
            for (let u = k; u >= k - 1; u--) {
              // u = i - 1 puts the run back where it was; u inside the run is not an insertion point.
              if (u < 0 || (u >= i - 1 && u <= i + len - 1)) continue;
              const uNode = path[u]!;
              const vNode = at(u + 1); // never inside the run, since u is not i - 1
              const base = vNode >= 0 ? d(uNode, vNode) : 0;
              const forward = d(uNode, s) + (vNode >= 0 ? d(e, vNode) : 0) - base;
              const backward = d(uNode, e) + (vNode >= 0 ? d(s, vNode) : 0) - base;
              const gain = removal - Math.min(forward, backward);
              if (gain <= EPSILON) continue;
              wake(prev);
              wake(next);
              wake(s);
              wake(e);
              wake(uNode);
              wake(vNode);
              const run = path.slice(i, i + len);
              if (backward < forward) run.reverse();
              if (u < i) {
                path.copyWithin(u + 1 + len, u + 1, i);
                for (let r = 0; r < len; r++) path[u + 1 + r] = run[r]!;
                reindex(u + 1, i + len - 1);
              } else {
                path.copyWithin(i, i + len, u + 1);
                for (let r = 0; r < len; r++) path[u - len + 1 + r] = run[r]!;
                reindex(i, u);
              }
              return gain;
            }
          }
        }
      }
    }
    return 0;
  };

  return {
    /**
     * Improves `target` in place and returns the length saved. With `active`, only those nodes
     * start awake (a kick's repair: fast, but a move away from every changed edge can be missed).
     * Without it, sweeps over all nodes are repeated until one finds nothing: the result is then a
     * true local optimum of both moves over the neighbour lists.
     */
    search(target: number[], active?: readonly number[]): number {
      path = target;
      reindex(0, n);
      let saved = 0;
      for (let sweep = true; sweep; ) {
        if (active) for (const node of active) wake(node);
        else for (const node of path) wake(node);
        let savedNow = 0;
        while (queue.length > 0) {
          const a = queue.pop()!;
          queued[a] = 0;
          const gain = twoOpt(a) || orOpt(a);
          if (gain > 0) {
            savedNow += gain;
            wake(a);
          }
        }
        saved += savedNow;
        sweep = !active && savedNow > 0;
      }
      return saved;
    },
  };
}

/** 2-opt and Or-opt local search on `path` (changed in place); see `search` for `active`. */
export function localSearch(matrix: Float64Array, size: number, path: number[], neighbours: readonly Int32Array[], active?: readonly number[]): void {
  pathSearcher(matrix, size, neighbours).search(path, active);
}

/** A deterministic pseudo-random generator (mulberry32), so the kicks are the same at every run. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Kicks per path: 10 per stop up to 600, what keeps a path within the bench's goal (1 % over the
 * Held-Karp lower bound) up to 100 stops in a few milliseconds; fewer left long paths over it.
 */
export const kicksFor = (stops: number): number => (stops < 8 ? 0 : Math.min(600, 10 * stops));

/**
 * Longest run a kick moves: as long as the path (up to 100 stops), so a kick can swap distant
 * parts of the route; shorter runs left long paths longer for the same kicks.
 */
const MAX_KICK_RUN = 100;

/** Local search, then `kicks` double-bridge perturbations each followed by local search, keeping improvements. */
export function improvePath(matrix: Float64Array, size: number, start: readonly number[], neighbours = neighbourLists(matrix, size), kicks = kicksFor(size - 1)): number[] {
  const searcher = pathSearcher(matrix, size, neighbours);
  const n = size - 1;
  let best = start.slice();
  searcher.search(best);
  let bestLength = pathLength(matrix, size, best);
  if (n < 3) return best;
  const random = seededRandom(n);
  const d = (a: number, b: number) => matrix[a * size + b]!;
  let candidate = best.slice();
  const kickRun = Math.min(n, MAX_KICK_RUN);
  for (let k = 0; k < kicks; k++) {
    // Swap two adjacent runs: 0..a-1 | a..b-1 | b..c-1 | c..n  ->  0..a-1 | b..c-1 | a..b-1 | c..n
    const a = 1 + Math.floor(random() * (n - 1));
    const b = Math.min(n, a + 1 + Math.floor(random() * kickRun));
    const c = Math.min(n + 1, b + 1 + Math.floor(random() * kickRun));
    if (b >= c) continue;
    let w = a;
    for (let i = b; i < c; i++) candidate[w++] = best[i]!;
    for (let i = a; i < b; i++) candidate[w++] = best[i]!;
    for (let i = 0; i < a; i++) candidate[i] = best[i]!;
    for (let i = c; i <= n; i++) candidate[i] = best[i]!;
    const tail = c <= n ? best[c]! : -1;
    const kickCost =
      d(best[a - 1]!, best[b]!) + d(best[c - 1]!, best[a]!) + (tail >= 0 ? d(best[b - 1]!, tail) - d(best[c - 1]!, tail) : 0) - d(best[a - 1]!, best[a]!) - d(best[b - 1]!, best[b]!);
    const saved = searcher.search(candidate, [best[a - 1]!, best[a]!, best[b - 1]!, best[b]!, best[c - 1]!, ...(tail >= 0 ? [tail] : [])]);
    const length = bestLength + kickCost - saved;
    if (length < bestLength - EPSILON) {
      [best, candidate] = [candidate, best];
      bestLength = pathLength(matrix, size, best); // re-sum, so rounding never accumulates
    }
  }
  return best;
}
