import { describe, expect, it } from 'vitest';
import { distanceMatrix, EARTH_RADIUS_METRES, haversineMetres } from './great-circle.rules';
import { seededRandom } from './path-improvement.rules';

describe('great-circle distance', () => {
  it('measures one degree along a meridian or the equator as R * pi / 180', () => {
    const degree = (EARTH_RADIUS_METRES * Math.PI) / 180; // about 111.2 km
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(degree, 6);
    expect(haversineMetres({ latitude: 0, longitude: 10 }, { latitude: 0, longitude: 11 })).toBeCloseTo(degree, 6);
  });

  it('gives the known distance between two cities, the same both ways, and zero to itself', () => {
    const saoPaulo = { latitude: -23.5505, longitude: -46.6333 };
    const rio = { latitude: -22.9068, longitude: -43.1729 };
    expect(haversineMetres(saoPaulo, rio) / 1000).toBeCloseTo(360.7, 0);
    expect(haversineMetres(rio, saoPaulo)).toBe(haversineMetres(saoPaulo, rio));
    expect(haversineMetres(rio, rio)).toBe(0);
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_METRES, 3);
  });

  it('fills a symmetric matrix', () => {
    const points = [{ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }, { latitude: 1, longitude: 1 }];
    const m = distanceMatrix(points);
    expect(m[0 * 3 + 1]).toBe(haversineMetres(points[0]!, points[1]!));
    expect(m[2 * 3 + 1]).toBe(m[1 * 3 + 2]);
    expect(m[4]).toBe(0);
  });

  it('holds the same distance as haversineMetres for every pair of a city day', () => {
    const seed = 4242;
    console.info(`distance matrix seed ${seed}`);
    const random = seededRandom(seed);
    const points = Array.from({ length: 40 }, () => ({ latitude: -23.55 + (random() - 0.5) * 0.4, longitude: -46.63 + (random() - 0.5) * 0.4 }));
    points.push({ latitude: 89.9, longitude: 179.9 }, { latitude: -89.9, longitude: -179.9 });
    const m = distanceMatrix(points);
    for (let i = 0; i < points.length; i++) for (let j = 0; j < points.length; j++) expect(m[i * points.length + j]).toBe(i === j ? 0 : haversineMetres(points[i]!, points[j]!));
  });
});
