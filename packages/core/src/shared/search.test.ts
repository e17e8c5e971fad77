import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeForSearch } from './search';

describe('search', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('  São JOSÉ ')).toBe('sao jose');
    expect(matchesQuery(['João Conceição'], 'joao conceicao')).toBe(true);
    expect(matchesQuery(['Joao'], 'JOÃO')).toBe(true);
  });

  it('needs every word, in any field', () => {
    expect(matchesQuery(['Ana', 'Lima', 'ana@example.com'], 'ana lima')).toBe(true);
    expect(matchesQuery(['Ana', 'Lima'], 'ana souza')).toBe(false);
  });

  it('matches everything with an empty query and skips missing fields', () => {
    expect(matchesQuery(['x'], '   ')).toBe(true);
    expect(matchesQuery([null, undefined, 'phone 11999'], '11999')).toBe(true);
  });
});
