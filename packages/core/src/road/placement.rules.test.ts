import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as greatCircle from './great-circle.rules';
import { approximatelyPlacedByPairs } from './placement.reference';
import { approximatelyPlaced, SAME_POINT_METRES } from './placement.rules';

const centre = { latitude: -23.5505, longitude: -46.6333 };
/** About `metres` north of the centre. */
const north = (metres: number) => ({ latitude: centre.latitude + metres / 111_195, longitude: centre.longitude });

describe('approximatelyPlaced', () => {
  it('marks different addresses placed on one point, and only those', () => {
    const rough = approximatelyPlaced([
      { id: 'a', address: 'Rua Augusta, 100', ...centre },
      { id: 'b', address: 'Avenida Paulista, 900', ...centre },
      { id: 'c', address: 'Rua Vergueiro, 3000', ...north(5_000) },
    ]);
    expect([...rough].sort()).toEqual(['a', 'b']);
  });

  it('takes two points closer than 50 m as one, and 50 m apart as two', () => {
    const pair = (metres: number) =>
      approximatelyPlaced([
        { id: 'a', address: 'Rua A', ...centre },
        { id: 'b', address: 'Rua B', ...north(metres) },
      ]);
    expect(SAME_POINT_METRES).toBe(50);
    expect(pair(49).size).toBe(2);
    expect(pair(51).size).toBe(0);
  });

  it('leaves alone clients at one address (flats of one building), however written', () => {
    const rough = approximatelyPlaced([
      { id: 'a', address: 'Rua Augusta, 100', ...centre },
      { id: 'b', address: ' rua  augusta, 100 ', ...centre },
    ]);
    expect(rough.size).toBe(0);
  });

  it('knows nothing is rough with one stop or none', () => {
    expect(approximatelyPlaced([]).size).toBe(0);
    expect(approximatelyPlaced([{ id: 'a', address: 'Rua A', ...centre }]).size).toBe(0);
  });
});

describe('approximatelyPlaced against the pair-by-pair reference', () => {
  const stop = fc.record({
    // A few addresses and a few spots, so that shared and near points are common.
    address: fc.constantFrom('Rua A, 1', 'rua a,  1', 'Rua B, 2', 'Avenida C, 3'),
    spot: fc.constantFrom(0, 1, 2, 3),
    metresNorth: fc.double({ min: -80, max: 80, noNaN: true }),
    metresEast: fc.double({ min: -80, max: 80, noNaN: true }),
  });
  const places = (origin: { latitude: number; longitude: number }) =>
    fc.array(stop, { maxLength: 40 }).map((specs) =>
      specs.map((s, i) => {
        const latitude = origin.latitude + s.spot * 0.01 + s.metresNorth / 111_195;
        const east = s.metresEast / (111_195 * Math.cos((latitude * Math.PI) / 180));
        return { id: `s${i}`, address: s.address, latitude, longitude: ((origin.longitude + s.spot * 0.01 + east + 540) % 360) - 180 };
      }),
    );

  it.each([
    ['São Paulo', { latitude: -23.55, longitude: -46.63 }],
    ['across the 180th meridian', { latitude: -17.7, longitude: 179.9995 }],
    ['near a pole', { latitude: 88.9, longitude: 10 }],
  ])('finds the same rough stops (%s)', (_, origin) => {
    fc.assert(
      fc.property(places(origin), (stops) => {
        expect([...approximatelyPlaced(stops)].sort()).toEqual([...approximatelyPlacedByPairs(stops)].sort());
      }),
    );
  });

  it('checks a day of 1,000 stops over a city in about as many comparisons as stops', () => {
    let seed = 3;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647);
    const stops = Array.from({ length: 1_000 }, (_, i) => ({ id: String(i), address: `Rua ${i}`, latitude: -23.7 + random() * 0.25, longitude: -46.8 + random() * 0.35 }));
    const compared = vi.spyOn(greatCircle, 'haversineMetres');
    approximatelyPlaced(stops);
    expect(compared.mock.calls.length).toBeGreaterThan(0);
    expect(compared.mock.calls.length).toBeLessThan(5_000);
    compared.mockRestore();
  });
});
