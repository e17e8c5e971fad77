import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXCEL_FIXTURES, fixturePath } from './fixtures/make-excel-fixtures';

describe('the Excel fixtures', () => {
  it.each(Object.keys(EXCEL_FIXTURES))('%s is what make-excel-fixtures.ts writes', (name) => {
    expect(new Uint8Array(readFileSync(fixturePath(name)))).toEqual(EXCEL_FIXTURES[name as keyof typeof EXCEL_FIXTURES]());
  });
});
