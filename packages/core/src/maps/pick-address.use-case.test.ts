import { describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import type { PlaceSuggestion } from './maps.port';
import { PickAddress } from './pick-address.use-case';

const suggestion: PlaceSuggestion = { id: 's1', description: 'Rua Augusta, 500, São Paulo, SP, Brazil' };

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
