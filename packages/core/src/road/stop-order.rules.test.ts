import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMatrix } from './great-circle.rules';
import { exactOpenPath } from './held-karp.rules';
import { improvePath, localSearch, nearestNeighbourPath, neighbourLists, pathLength } from './path-improvement.rules';
import { heuristicOpenPath, orderStops } from './stop-order.rules';

const point = (latitude: number, longitude: number) => ({ latitude, longitude });
const arbPoints = (min: number, max: number) =>
  fc.array(fc.record({ latitude: fc.double({ min: -23.8, max: -23.3, noNaN: true }), longitude: fc.double({ min: -46.9, max: -46.4, noNaN: true }) }), {
    minLength: min,
    maxLength: max,
  });

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}
// A failing property shrinks its counterexample; these are costly, so shrinking stops after 30 s.
const HEAVY = { interruptAfterTimeLimit: 30_000, markInterruptAsFailure: true };
const isPathFromZero = (path: readonly number[], size: number) => path[0] === 0 && [...path].sort((a, b) => a - b).every((v, i) => v === i) && path.length === size;

describe('exact order (Held-Karp)', () => {
  it('visits stops along a line in order, ending at the far end', () => {
    const stops = [point(0, 3), point(0, 1), point(0, 2)];
    const result = orderStops(point(0, 0), stops);
    expect(result.order).toEqual([1, 2, 0]);
    expect(result.method).toBe('exact');
    expect(result.lengthMetres).toBeCloseTo(3 * 111_195.08, 0);
  });

  it('matches the best of all orders (property, up to 7 stops)', () => {
    fc.assert(
      fc.property(arbPoints(2, 8), (points) => {
        const size = points.length;
        const matrix = distanceMatrix(points);
        const best = Math.min(...permutations(Array.from({ length: size - 1 }, (_, i) => i + 1)).map((p) => pathLength(matrix, size, [0, ...p])));
        const exact = exactOpenPath(matrix, size);
        expect(isPathFromZero(exact, size)).toBe(true);
        expect(pathLength(matrix, size, exact)).toBeCloseTo(best, 6);
      }),
      { numRuns: 50, ...HEAVY },
    );
  });
});

describe('heuristic order', () => {
  it('is a path from the start, never longer than nearest neighbour nor shorter than the optimum (property)', () => {
    fc.assert(
      fc.property(arbPoints(2, 12), (points) => {
        const size = points.length;
        const matrix = distanceMatrix(points);
        const heuristic = heuristicOpenPath(matrix, size);
        expect(isPathFromZero(heuristic, size)).toBe(true);
        const length = pathLength(matrix, size, heuristic);
        expect(length).toBeLessThanOrEqual(pathLength(matrix, size, nearestNeighbourPath(matrix, size)) + 1e-6);
        expect(length).toBeGreaterThanOrEqual(pathLength(matrix, size, exactOpenPath(matrix, size)) - 1e-6);
      }),
      { numRuns: 100, ...HEAVY },
    );
  });

  it('leaves no improving 2-opt or Or-opt move behind it, and keeps a valid path (property, up to 40 stops)', () => {
    fc.assert(
      fc.property(arbPoints(3, 41), (points) => {
        const size = points.length;
        const matrix = distanceMatrix(points);
        const path = nearestNeighbourPath(matrix, size);
        const before = pathLength(matrix, size, path);
        localSearch(matrix, size, path, neighbourLists(matrix, size, size));
        expect(isPathFromZero(path, size)).toBe(true);
        const after = pathLength(matrix, size, path);
        expect(after).toBeLessThanOrEqual(before + 1e-6);
        // With full neighbour lists, no single reversal may still improve.
        for (let x = 0; x < size - 1; x++) {
          for (let y = x + 2; y < size; y++) {
            const reversed = [...path.slice(0, x + 1), ...path.slice(x + 1, y + 1).reverse(), ...path.slice(y + 1)];
            expect(pathLength(matrix, size, reversed)).toBeGreaterThanOrEqual(after - 1e-6);
          }
        }
      }),
      { numRuns: 60, ...HEAVY },
    );
  });

  it('keeps a kick only when it shortens the path: never longer than plain local search (property, up to 80 stops)', () => {
    fc.assert(
      fc.property(arbPoints(9, 81), (points) => {
        const size = points.length;
        const matrix = distanceMatrix(points);
        const neighbours = neighbourLists(matrix, size);
        const plain = nearestNeighbourPath(matrix, size);
        localSearch(matrix, size, plain, neighbours);
        const kicked = improvePath(matrix, size, nearestNeighbourPath(matrix, size), neighbours);
        expect(isPathFromZero(kicked, size)).toBe(true);
        expect(pathLength(matrix, size, kicked)).toBeLessThanOrEqual(pathLength(matrix, size, plain) + 1e-6);
      }),
      { numRuns: 40, ...HEAVY },
    );
  });

  it('gives the same answer every time (seeded kicks)', () => {
    const points = Array.from({ length: 60 }, (_, i) => point(-23.5 + Math.sin(i * 7.3) * 0.2, -46.6 + Math.cos(i * 3.1) * 0.2));
    const first = orderStops(points[0]!, points.slice(1));
    expect(orderStops(points[0]!, points.slice(1)).order).toEqual(first.order);
    expect(first.method).toBe('heuristic');
  });
});

describe('orderStops', () => {
  it('handles no stop and one stop', () => {
    expect(orderStops(point(0, 0), [])).toEqual({ stops: [], order: [], lengthMetres: 0, givenLengthMetres: 0, method: 'exact' });
    const one = orderStops(point(0, 0), [point(0, 1)]);
    expect(one.order).toEqual([0]);
    expect(one.lengthMetres).toBe(one.givenLengthMetres);
  });

  it('returns the stops in visiting order with the length of the stored order beside it, never longer than it (property)', () => {
    fc.assert(
      fc.property(arbPoints(1, 30), (points) => {
        const [origin, ...stops] = points;
        const tagged = stops.map((s, i) => ({ ...s, id: i }));
        const result = orderStops(origin!, tagged);
        expect(result.stops.map((s) => s.id)).toEqual(result.order);
        expect([...result.order].sort((a, b) => a - b)).toEqual(tagged.map((s) => s.id));
        const matrix = distanceMatrix(points);
        expect(result.givenLengthMetres).toBeCloseTo(pathLength(matrix, points.length, points.map((_, i) => i)), 6);
        expect(result.lengthMetres).toBeCloseTo(pathLength(matrix, points.length, [0, ...result.order.map((i) => i + 1)]), 6);
        expect(result.lengthMetres).toBeLessThanOrEqual(result.givenLengthMetres + 1e-6);
        expect(result.method).toBe(stops.length <= 12 ? 'exact' : 'heuristic');
      }),
      { numRuns: 60, ...HEAVY },
    );
  });
});
