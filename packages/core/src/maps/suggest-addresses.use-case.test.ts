import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import type { PlaceSuggestion } from './maps.port';
import { SuggestAddresses } from './suggest-addresses.use-case';

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
