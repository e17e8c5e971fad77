// A lower bound on the shortest open path from node 0 through every node (ending anywhere), used
// by the benchmarks to say how far below nearest neighbour ANY order can get on an instance: the
// Held-Karp Lagrangian 1-tree bound. It is a reference for the bench, not product code.
//
// The open path becomes a tour by adding a dummy node D joined to every node at cost 0, with the
// edge D-0 forced: each tour through D-0 is an open path from 0 plus two free edges. A "1-tree"
// here is a spanning tree of the real nodes plus D's two edges (D-0 and the cheapest other), so
// every such tour is a 1-tree and the cheapest 1-tree is a lower bound. Node penalties pi (added
// to each edge's two ends, 2 * sum(pi) taken off) leave every tour's cost unchanged, since each
// node of a tour has degree 2, and raise the bound; subgradient ascent moves pi towards degree 2.

/** Cheapest 1-tree under penalties `pi`: its modified cost and each real node's degree. */
function oneTree(matrix: Float64Array, size: number, pi: Float64Array, degree: Int32Array): number {
  degree.fill(0);
  // Prim over the real nodes with costs c_ij + pi_i + pi_j. O(n^2).
  const inTree = new Uint8Array(size);
  const best = new Float64Array(size).fill(Infinity);
  const from = new Int32Array(size).fill(-1);
  best[0] = 0;
  let total = 0;
  for (let added = 0; added < size; added++) {
    let u = -1;
    for (let v = 0; v < size; v++) if (!inTree[v] && (u === -1 || best[v]! < best[u]!)) u = v;
    inTree[u] = 1;
    total += best[u]!;
    if (from[u]! >= 0) {
      degree[u]!++;
      degree[from[u]!]!++;
    }
    for (let v = 0; v < size; v++) {
      if (inTree[v]) continue;
      const cost = matrix[u * size + v]! + pi[u]! + pi[v]!;
      if (cost < best[v]!) {
        best[v] = cost;
        from[v] = u;
      }
    }
  }
  // D's edges: the forced D-0 (cost pi_0) and the cheapest D-i for i != 0 (cost pi_i).
  let end = 1;
  for (let v = 2; v < size; v++) if (pi[v]! < pi[end]!) end = v;
  degree[0]!++;
  degree[end]!++;
  return total + pi[0]! + pi[end]!;
}

/**
 * Held-Karp lower bound on the shortest open path from node 0 (size >= 2). `upper` is the length
 * of a known path (it sizes the steps; the bound never exceeds the optimum whatever it is).
 */
export function openPathLowerBound(matrix: Float64Array, size: number, upper: number, iterations = 2000): number {
  if (size < 2) return 0;
  if (size === 2) return matrix[1]!;
  const pi = new Float64Array(size);
  const degree = new Int32Array(size);
  let bound = -Infinity;
  let lambda = 2;
  let sinceBetter = 0;
  for (let iteration = 0; iteration < iterations; iteration++) {
    let value = oneTree(matrix, size, pi, degree);
    let squares = 0;
    for (let v = 0; v < size; v++) {
      value -= 2 * pi[v]!;
      squares += (degree[v]! - 2) ** 2;
    }
    if (value > bound + 1e-9) {
      bound = value;
      sinceBetter = 0;
    } else if (++sinceBetter >= 20) {
      lambda /= 2;
      sinceBetter = 0;
    }
    if (squares === 0 || lambda < 1e-6) break; // the 1-tree is a path: the bound is the optimum
    const step = (lambda * Math.max(upper - value, upper * 1e-4)) / squares;
    for (let v = 0; v < size; v++) pi[v] = pi[v]! + step * (degree[v]! - 2);
  }
  return bound;
}
