import { describe, expect, it } from 'vitest';
import { distanceMatrix } from '../src/road/great-circle.rules';
import { exactOpenPath } from '../src/road/held-karp.rules';
import { nearestNeighbourPath, pathLength } from '../src/road/path-improvement.rules';
import { seeded } from './measure';
import { openPathLowerBound } from './path-lower-bound';

const random = seeded(7);
const instance = (stops: number) =>
  distanceMatrix(Array.from({ length: stops + 1 }, () => ({ latitude: -23.55 + (random() - 0.5) * 0.4, longitude: -46.63 + (random() - 0.5) * 0.4 })));

describe('openPathLowerBound', () => {
  it('never exceeds the exact shortest open path, and comes within a few percent of it', () => {
    const ratios: number[] = [];
    for (let k = 0; k < 30; k++) {
      const stops = 3 + (k % 8);
      const matrix = instance(stops);
      const size = stops + 1;
      const optimum = pathLength(matrix, size, exactOpenPath(matrix, size));
      const bound = openPathLowerBound(matrix, size, pathLength(matrix, size, nearestNeighbourPath(matrix, size)));
      expect(bound).toBeLessThanOrEqual(optimum * (1 + 1e-9));
      ratios.push(bound / optimum);
    }
    expect(Math.min(...ratios)).toBeGreaterThan(0.9);
    expect(ratios.reduce((a, b) => a + b) / ratios.length).toBeGreaterThan(0.97);
  });

  it('is the optimum when the points lie on a line, and the one edge for a single stop', () => {
    const points = [0, 3, 1, 4, 2].map((x) => ({ latitude: 0, longitude: x * 0.01 }));
    const matrix = distanceMatrix(points);
    const optimum = matrix[0 * 5 + 2]! * 4; // along the line in unit steps from x = 0 to x = 4
    expect(openPathLowerBound(matrix, 5, optimum * 2)).toBeCloseTo(optimum, 3);
    expect(openPathLowerBound(distanceMatrix(points.slice(0, 2)), 2, 1)).toBe(distanceMatrix(points.slice(0, 2))[1]);
  });
});
