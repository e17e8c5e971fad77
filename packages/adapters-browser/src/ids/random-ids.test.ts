import { describe, expect, it } from 'vitest';
import { RandomIds } from './random-ids';

describe('RandomIds', () => {
  it('gives a new UUID each time', () => {
    const ids = new RandomIds();
    const made = Array.from({ length: 50 }, () => ids.newId());
    expect(new Set(made).size).toBe(50);
    for (const id of made) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
