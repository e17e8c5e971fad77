// The exact shortest open path (Held-Karp dynamic programming): from node 0 through every other
// node once, ending anywhere. O(2^n * n^2) time and O(2^n * n) memory for n stops, so it is used
// only for small n (the road screen: up to 12 stops, about 600,000 steps).
export const EXACT_MAX_STOPS = 12;

/** Node order starting with 0, for a matrix of `size` nodes (node 0 the start). */
export function exactOpenPath(matrix: Float64Array, size: number): number[] {
  const n = size - 1;
  if (n <= 0) return [0];
  if (n > 20) throw new RangeError(`Held-Karp with ${n} stops would not finish; use the heuristic`);
  const full = (1 << n) - 1;
  const cost = new Float64Array((full + 1) * n).fill(Infinity);
  const parent = new Int8Array((full + 1) * n).fill(-1);
  for (let k = 0; k < n; k++) cost[(1 << k) * n + k] = matrix[k + 1]!; // from node 0 to stop k
  for (let mask = 1; mask <= full; mask++) {
    for (let last = 0; last < n; last++) {
      const here = cost[mask * n + last]!;
      if (here === Infinity) continue;
      const row = (last + 1) * size;
      for (let next = 0; next < n; next++) {
        if (mask & (1 << next)) continue;
        const to = (mask | (1 << next)) * n + next;
        const via = here + matrix[row + next + 1]!;
        if (via < cost[to]!) {
          cost[to] = via;
          parent[to] = last;
        }
      }
    }
  }
  let last = 0;
  for (let k = 1; k < n; k++) if (cost[full * n + k]! < cost[full * n + last]!) last = k;
  const reversed: number[] = [];
  for (let mask = full, node = last; node !== -1; ) {
    reversed.push(node + 1);
    const previous = parent[mask * n + node]!;
    mask &= ~(1 << node);
    node = previous;
  }
  return [0, ...reversed.reverse()];
}
