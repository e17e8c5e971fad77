import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { PickAddress, SuggestAddresses } from './address-search.use-cases';
import type { PlaceSuggestion } from './maps.port';

const suggestion: PlaceSuggestion = { id: 's1', description: 'Rua Augusta, 500, São Paulo, SP, Brazil' };

describe('SuggestAddresses', () => {
  it('asks the maps service only from 6 characters', async () => {
    const asked: string[] = [];
    const maps = { autocomplete: async (query: string) => (asked.push(query), ok([suggestion])) };
    expect(await new SuggestAddresses(maps).execute('Rua A')).toEqual({ ok: true, value: [] });
    expect(await new SuggestAddresses(maps).execute(' Rua Au ')).toEqual({ ok: true, value: [suggestion] });
    expect(asked).toEqual(['Rua Au']);
  });
});

describe('PickAddress', () => {
  it('gives the picked suggestion its coordinates', async () => {
    const maps = { geocode: async () => ok({ description: suggestion.description, latitude: -23.55, longitude: -46.65 }) };
    expect(await new PickAddress(maps).execute(suggestion, 'apto 12')).toEqual({
      ok: true,
      value: { description: suggestion.description, latitude: -23.55, longitude: -46.65, complement: 'apto 12' },
    });
  });

  it('reports a place the maps service cannot find', async () => {
    const maps = { geocode: async () => err({ code: 'MAPS_NOT_FOUND' as const }) };
    expect(await new PickAddress(maps).execute(suggestion)).toEqual({ ok: false, error: { code: 'MAPS_NOT_FOUND' } });
  });
});
