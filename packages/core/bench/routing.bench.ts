// Stop-ordering benchmarks on random instances (a fixed seed per row): clients spread uniformly
// over a 0.4-degree square around São Paulo (about 41 x 44 km), the current position anywhere in
// it. Quality against the exact order (Held-Karp) for small n, and against the Held-Karp lower
// bound (the floor no order can beat) for 25, 50 and 100 stops; time of the whole orderStops call
// for 100 and 200 stops.
import { performance } from 'node:perf_hooks';
import type { GeoPoint } from '../src/maps/maps.port';
import { distanceMatrix } from '../src/road/great-circle.rules';
import { exactOpenPath } from '../src/road/held-karp.rules';
import { localSearch, nearestNeighbourPath, neighbourLists, pathLength } from '../src/road/path-improvement.rules';
import { heuristicOpenPath, orderStops } from '../src/road/stop-order.rules';
import { mean, median, ms, seeded, type Row } from './measure';
import { openPathLowerBound } from './path-lower-bound';

/** `stops` clients and the current position (first), drawn from `random`. */
const instance = (random: () => number, stops: number): GeoPoint[] =>
  Array.from({ length: stops + 1 }, () => ({ latitude: -23.55 + (random() - 0.5) * 0.4, longitude: -46.63 + (random() - 0.5) * 0.4 }));
/** Each row draws from its own generator, so its instances do not depend on the rows before it. */
const rowRandom = (stops: number) => seeded(12 + stops);

function timed<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}

function gapToExact(stops: number, instances: number): Row {
  const gaps: number[] = [];
  const localOnlyGaps: number[] = [];
  const heuristicMs: number[] = [];
  const exactMs: number[] = [];
  const random = rowRandom(stops);
  for (let k = 0; k < instances; k++) {
    const points = instance(random, stops);
    const size = points.length;
    const matrix = distanceMatrix(points);
    const [exact, tExact] = timed(() => exactOpenPath(matrix, size));
    const [heuristic, tHeuristic] = timed(() => heuristicOpenPath(matrix, size));
    const localOnly = nearestNeighbourPath(matrix, size);
    localSearch(matrix, size, localOnly, neighbourLists(matrix, size));
    const optimum = pathLength(matrix, size, exact);
    gaps.push(pathLength(matrix, size, heuristic) / optimum - 1);
    localOnlyGaps.push(pathLength(matrix, size, localOnly) / optimum - 1);
    heuristicMs.push(tHeuristic);
    exactMs.push(tExact);
  }
  const gap = mean(gaps) * 100;
  return {
    name: `Stop order n=${stops}: heuristic vs Held-Karp, mean gap over ${instances} instances (without kicks: ${(mean(localOnlyGaps) * 100).toFixed(2)} %)`,
    engine: ms(median(heuristicMs)),
    reference: ms(median(exactMs)),
    figure: `${gap.toFixed(3)} %`,
    goal: '<= 1 %',
    pass: gap <= 1,
  };
}

/**
 * Gap to the Held-Karp lower bound: no order can be shorter than the bound, so (length / bound - 1)
 * is at least the heuristic's distance from the optimum, and at most a little more than it (the
 * bound sits a fraction of a percent under the optimum on these instances).
 */
function gapToBound(stops: number, instances: number): Row {
  const gaps: number[] = [];
  const toNearest: number[] = [];
  const heuristicMs: number[] = [];
  const boundMs: number[] = [];
  const random = rowRandom(stops);
  for (let k = 0; k < instances; k++) {
    const points = instance(random, stops);
    const size = points.length;
    const matrix = distanceMatrix(points);
    const [heuristic, tHeuristic] = timed(() => heuristicOpenPath(matrix, size));
    const length = pathLength(matrix, size, heuristic);
    const [bound, tBound] = timed(() => openPathLowerBound(matrix, size, length));
    gaps.push(length / bound - 1);
    toNearest.push(length / pathLength(matrix, size, nearestNeighbourPath(matrix, size)));
    heuristicMs.push(tHeuristic);
    boundMs.push(tBound);
  }
  const gap = mean(gaps) * 100;
  return {
    name: `Stop order n=${stops}: heuristic vs Held-Karp lower bound, mean gap over ${instances} instances (length / nearest neighbour ${mean(toNearest).toFixed(3)})`,
    engine: ms(median(heuristicMs)),
    reference: ms(median(boundMs)),
    figure: `${gap.toFixed(3)} %`,
    goal: '<= 1 %',
    pass: gap <= 1,
  };
}

function timeOf(stops: number, instances: number, goalMs: number): Row {
  const times: number[] = [];
  const random = rowRandom(stops);
  for (let k = 0; k < instances + 2; k++) {
    const [origin, ...clients] = instance(random, stops);
    const [, t] = timed(() => orderStops(origin!, clients));
    if (k >= 2) times.push(t); // the first two warm the JIT
  }
  const typical = median(times);
  return {
    name: `Stop order n=${stops}: time of orderStops (distances included), median of ${instances} (max ${Math.max(...times).toFixed(1)} ms)`,
    engine: ms(typical),
    reference: '',
    figure: ms(typical),
    goal: `< ${goalMs} ms`,
    pass: typical < goalMs,
  };
}

export function routingRows(): Row[] {
  return [
    gapToExact(8, 200),
    gapToExact(10, 200),
    gapToExact(12, 100),
    gapToBound(25, 200),
    gapToBound(50, 100),
    gapToBound(100, 50),
    timeOf(100, 30, 20),
    timeOf(200, 30, 50),
  ];
}
