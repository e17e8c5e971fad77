import { describe, expect, it } from 'vitest';
import { addressParts, addressSearchKey, searchAddress } from './address-query';
import { type GazetteerPlace, createGazetteer } from './gazetteer';

const place = (name: string, population: number, country: string, regionCode = '', regionName = ''): GazetteerPlace => ({
  name,
  country,
  regionCode,
  regionName,
  latitude: 0,
  longitude: 0,
  population,
});

const gazetteer = createGazetteer([
  place('São Paulo', 10_000_000, 'BR', 'SP', 'São Paulo'),
  place('São Pedro', 30_000, 'BR', 'SP', 'São Paulo'),
  place('Santos', 430_000, 'BR', 'SP', 'São Paulo'),
  place('Santos', 5_000, 'BR', 'MG', 'Minas Gerais'),
  place('Rio de Janeiro', 6_000_000, 'BR', 'RJ', 'Rio de Janeiro'),
  place('Bela Vista', 20_000, 'BR', 'MS', 'Mato Grosso do Sul'),
  place('Pinheiros', 20_000, 'BR', 'RS', 'Rio Grande do Sul'),
  place('Split', 170_000, 'HR'),
  place('Paris', 2_000_000, 'FR'),
  place('Paris', 25_000, 'US', 'TX', 'Texas'),
]);

/** The search read back as text: the kept parts, then the places' names and countries or regions. */
function read(query: string, limit = 5): { readonly kept: readonly string[]; readonly places: readonly string[] } {
  const search = searchAddress(gazetteer, query, limit);
  const parts = addressParts(query);
  return {
    kept: search.keptParts.map((part) => parts[part] ?? '?'),
    places: search.places.map((index) => {
      const found = gazetteer.places[index];
      return `${found?.name} ${found?.regionCode || found?.country}`;
    }),
  };
}

describe('addressParts and addressSearchKey', () => {
  it('splits on commas and drops empty parts', () => {
    expect(addressParts(' Rua Augusta , 500,, São Paulo ,')).toEqual(['Rua Augusta', '500', 'São Paulo']);
    expect(addressParts("Rua A, ', São Paulo")).toEqual(['Rua A', 'São Paulo']);
  });

  it('also splits on dashes with spaces around them, as Brazilian addresses are written', () => {
    expect(addressParts('Av. Paulista, 1000 - Bela Vista, São Paulo – SP, 01310-100')).toEqual(['Av. Paulista', '1000', 'Bela Vista', 'São Paulo', 'SP', '01310-100']);
    expect(addressParts('Zürich-Kreis 3')).toEqual(['Zürich-Kreis 3']);
  });

  it('gives one key for every way of typing the same text', () => {
    expect(addressSearchKey('Rua Augusta, 500, São Paulo')).toBe(addressSearchKey('rua augusta ,500,SAO PAULO'));
    expect(addressSearchKey('São Paulo')).not.toBe(addressSearchKey('São Pedro'));
  });
});

describe('searchAddress', () => {
  it('finds the place among the parts of a full address and keeps the street parts', () => {
    expect(read('Rua Augusta, 500, São Paulo')).toEqual({ kept: ['Rua Augusta', '500'], places: ['São Paulo SP'] });
    expect(read('Rua Augusta, 500, São P')).toEqual({ kept: ['Rua Augusta', '500'], places: ['São Paulo SP', 'São Pedro SP'] });
  });

  it('uses trailing region and country parts to choose, and drops them', () => {
    expect(read('Av. Ana Costa, 100, Santos, MG')).toEqual({ kept: ['Av. Ana Costa', '100'], places: ['Santos MG'] });
    expect(read('Av. Ana Costa, 100, Santos, SP, Brasil')).toEqual({ kept: ['Av. Ana Costa', '100'], places: ['Santos SP'] });
    expect(read('Paris, Texas')).toEqual({ kept: [], places: ['Paris TX'] });
    expect(read('Paris, Estados Unidos')).toEqual({ kept: [], places: ['Paris TX'] });
    expect(read('Santos, São Paulo')).toEqual({ kept: [], places: ['Santos SP'] });
  });

  it('ignores a region or country that fits none of the places', () => {
    expect(read('Paris, Brasil')).toEqual({ kept: [], places: ['Paris FR', 'Paris TX'] });
  });

  it('takes a region name as the place when nothing else names one, only by its exact name', () => {
    expect(read('Rua Augusta, 500, São Paulo, SP')).toEqual({ kept: ['Rua Augusta', '500'], places: ['São Paulo SP'] });
    expect(read('Rua X, 10, Rio de Janeiro')).toEqual({ kept: ['Rua X', '10'], places: ['Rio de Janeiro RJ'] });
    expect(read('Rua Augusta, 500, SP')).toEqual({ kept: [], places: [] });
  });

  it('reads a Brazilian address with its district and postal code', () => {
    expect(read('Rua Augusta, 500 - Consolação, São Paulo - SP, 01305-000')).toEqual({ kept: ['Rua Augusta', '500', 'Consolação', '01305-000'], places: ['São Paulo SP'] });
    // Bela Vista is also a town, but not one in São Paulo state.
    expect(read('Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100')).toEqual({ kept: ['Av. Paulista', '1000', 'Bela Vista', '01310-100'], places: ['São Paulo SP'] });
    expect(read('Pinheiros, São Paulo')).toEqual({ kept: ['Pinheiros'], places: ['São Paulo SP'] });
  });

  it('keeps typed parts after the place, in their order', () => {
    expect(read('Santos, Av. Ana Costa 100')).toEqual({ kept: ['Av. Ana Costa 100'], places: ['Santos SP', 'Santos MG'] });
  });

  it('prefers the part with the stronger match, the rightmost on a tie', () => {
    expect(read('Paris, Sa')).toEqual({ kept: ['Sa'], places: ['Paris FR', 'Paris TX'] });
    expect(read('Paris, Spl')).toEqual({ kept: ['Spl'], places: ['Paris FR', 'Paris TX'] });
    expect(read('Paris, Split')).toEqual({ kept: ['Paris'], places: ['Split HR'] });
    expect(read('Paris, Santos')).toEqual({ kept: ['Paris'], places: ['Santos SP', 'Santos MG'] });
  });

  it('never takes a number for a place, and finds nothing when no part names one', () => {
    expect(read('Rua Augusta, 500')).toEqual({ kept: [], places: [] });
    expect(read('123456')).toEqual({ kept: [], places: [] });
    expect(read('')).toEqual({ kept: [], places: [] });
  });
});
