import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateWireTypes, TYPES_PATH } from './generate-types';

describe('the wire types', () => {
  it('are what the document generates (run npm run contract:types -w @fieldteam/api-contract after changing it)', async () => {
    expect(readFileSync(TYPES_PATH, 'utf8')).toBe(await generateWireTypes());
  }, 30_000);
});
