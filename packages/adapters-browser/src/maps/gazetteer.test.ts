import { describe, expect, it } from 'vitest';
import { loadBundledGazetteer } from './bundled-gazetteer';
import { type GazetteerPlace, createGazetteer, decodeGazetteer, normalizePlaceText } from './gazetteer';

const place = (name: string, population: number, country = 'BR', regionCode = 'SP', regionName = 'São Paulo'): GazetteerPlace => ({
  name,
  country,
  regionCode,
  regionName,
  latitude: 0,
  longitude: 0,
  population,
});

describe('normalizePlaceText', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizePlaceText('São Paulo')).toBe('sao paulo');
    expect(normalizePlaceText('  SÃO   PAULO ')).toBe('sao paulo');
    expect(normalizePlaceText("L'Aquila")).toBe('l aquila');
    expect(normalizePlaceText('Freguesia do Ó')).toBe('freguesia do o');
    expect(normalizePlaceText('Zürich-Kreis 3')).toBe('zurich kreis 3');
  });
});

describe('decodeGazetteer', () => {
  it('reads sections and coordinates relative to the previous place', () => {
    const places = decodeGazetteer('#BR\tSP\tSão Paulo\nSão Paulo\t-2354750\t-4663611\t10021295\nJardim Paulista\t-1360\t-2000\t83667\n#FR\t\t\nParis\t4885341\t234880\t');
    expect(places).toEqual([
      { name: 'São Paulo', country: 'BR', regionCode: 'SP', regionName: 'São Paulo', latitude: -23.5475, longitude: -46.63611, population: 10021295 },
      { name: 'Jardim Paulista', country: 'BR', regionCode: 'SP', regionName: 'São Paulo', latitude: -23.5611, longitude: -46.65611, population: 83667 },
      { name: 'Paris', country: 'FR', regionCode: '', regionName: '', latitude: 48.85341, longitude: 2.3488, population: 0 },
    ]);
  });

  it('refuses a place outside any section', () => {
    expect(() => decodeGazetteer('Paris\t1\t2\t3')).toThrow(/Malformed/);
  });
});

describe('Gazetteer.find', () => {
  const gazetteer = createGazetteer([
    place('Vila São Paulo', 900_000),
    place('São Paulo de Olivença', 20_000, 'BR', 'AM', 'Amazonas'),
    place('São Paulo', 10_000_000),
    place('Paulópolis', 5_000),
    place('São Pauloville', 50),
    place('Sampaulo', 1_000_000),
    place('Paris', 2_000_000, 'FR', '', ''),
    place('Paris', 25_000, 'US', 'TX', 'Texas'),
    place('Paris', 10_000, 'US', 'TX', 'Texas'),
  ]);
  const names = (matches: readonly { readonly index: number }[]): string[] => matches.map((match) => gazetteer.places[match.index]?.name ?? '?');

  it('ranks the exact name, then names starting with it, then a word starting with it, then anywhere', () => {
    expect(names(gazetteer.find('sao paulo', 10))).toEqual(['São Paulo', 'São Paulo de Olivença', 'São Pauloville', 'Vila São Paulo']);
    expect(names(gazetteer.find('paulo', 10))).toEqual(['Paulópolis', 'São Paulo', 'Vila São Paulo', 'São Paulo de Olivença', 'São Pauloville', 'Sampaulo']);
  });

  it('puts the bigger place first within a rank, and cuts at the limit', () => {
    expect(gazetteer.find('paris', 2).map((match) => gazetteer.places[match.index]?.country)).toEqual(['FR', 'US']);
  });

  it('gives places that would read the same once, the most populous', () => {
    const paris = gazetteer.find('paris', 10);
    expect(paris.map((match) => gazetteer.places[match.index]?.population)).toEqual([2_000_000, 25_000]);
  });

  it('prefers places in the given regions or countries, and ignores them when none is', () => {
    expect(gazetteer.find('paris', 5, ['tx']).map((match) => gazetteer.places[match.index]?.country)).toEqual(['US']);
    expect(gazetteer.find('paris', 5, ['texas', 'estados unidos']).map((match) => gazetteer.places[match.index]?.country)).toEqual(['US']);
    expect(gazetteer.find('paris', 5, ['brasil'])).toHaveLength(2);
  });

  it('matches inside a name only from three characters', () => {
    expect(names(gazetteer.find('au', 10))).toEqual([]);
    expect(names(gazetteer.find('aul', 10))).toContain('Sampaulo');
  });

  it('knows regions and countries by code and by name in the app languages', () => {
    for (const area of ['sp', 'sao paulo', 'tx', 'texas', 'br', 'brasil', 'brazil', 'bresil', 'france', 'franca', 'francia', 'us', 'estados unidos', 'etats unis']) {
      expect(gazetteer.isRegionOrCountry(area), area).toBe(true);
    }
    expect(gazetteer.isRegionOrCountry('rua augusta')).toBe(false);
  });
});

describe('the bundled gazetteer', () => {
  it('holds real places with their real coordinates, São Paulo districts among them', async () => {
    const gazetteer = await loadBundledGazetteer();
    expect(gazetteer.places.length).toBeGreaterThan(60_000);
    const find = (name: string, country: string) => gazetteer.places.find((p) => p.name === name && p.country === country);
    expect(find('São Paulo', 'BR')).toMatchObject({ regionCode: 'SP', latitude: expect.closeTo(-23.55, 1), longitude: expect.closeTo(-46.63, 1) });
    expect(find('Paris', 'FR')).toMatchObject({ latitude: expect.closeTo(48.85, 1), longitude: expect.closeTo(2.35, 1) });
    expect(find('Rio de Janeiro', 'BR')).toMatchObject({ regionCode: 'RJ', latitude: expect.closeTo(-22.91, 1), longitude: expect.closeTo(-43.18, 1) });
    expect(find('Jardim Paulista', 'BR')).toMatchObject({ regionCode: 'SP', latitude: expect.closeTo(-23.57, 1), longitude: expect.closeTo(-46.66, 1) });
    for (const p of gazetteer.places) {
      if (!(Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180 && /^[A-Z]{2}$/.test(p.country))) throw new Error(`Bad place ${JSON.stringify(p)}`);
    }
  });
});
