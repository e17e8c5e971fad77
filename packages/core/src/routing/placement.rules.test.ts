import { describe, expect, it } from 'vitest';
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
