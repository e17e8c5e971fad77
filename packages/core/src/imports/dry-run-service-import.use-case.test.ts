import { describe, expect, it } from 'vitest';
import { RecordingServicesApi, signedInToBusiness } from '../testing';
import { DryRunServiceImport, priceText } from './dry-run-service-import.use-case';

describe('priceText', () => {
  it.each([
    ['R$ 1.234,50', '1234.50'],
    ['$1,234.50', '1234.50'],
    ['80,00', '80,00'],
    ['80', '80'],
    [' € 12.5 ', '12.5'],
    ['MX$ 350', '350'],
  ])('%j -> %j', (cell, text) => expect(priceText(cell)).toBe(text));
});

describe('DryRunServiceImport', () => {
  const run = async (rows: string[][]) => {
    const api = new RecordingServicesApi();
    api.services = [{ id: 's-1', name: 'Limpeza de piscina', price: 150 }];
    const result = await new DryRunServiceImport(api, signedInToBusiness('employer')).execute({ rows: rows.map((cells, i) => ({ line: i + 2, cells })), mapping: ['name', 'price'] });
    if (!result.ok) throw new Error('failed');
    return result.value.rows.map((r) => r.verdict);
  };

  it('reads names and prices with the catalogue’s rules, at their bounds', async () => {
    expect(await run([['Poda', '80,00'], ['Jardinagem completa', 'R$ 1.234,56'], ['Ab', '10'], ['a'.repeat(50), '1234567'], ['a'.repeat(51), '1'], ['Vistoria', '12345678'], ['Vistoria 2', '1,234']])).toEqual([
      { kind: 'import', record: { name: 'Poda', price: 80 }, notes: [] },
      { kind: 'import', record: { name: 'Jardinagem completa', price: 1234.56 }, notes: [] },
      { kind: 'fix', problems: [{ field: 'name', code: 'FIELD_INVALID' }] },
      { kind: 'import', record: { name: 'a'.repeat(50), price: 1234567 }, notes: [] },
      { kind: 'fix', problems: [{ field: 'name', code: 'FIELD_INVALID' }] },
      { kind: 'fix', problems: [{ field: 'price', code: 'PRICE_INVALID' }] },
      { kind: 'fix', problems: [{ field: 'price', code: 'PRICE_INVALID' }] },
    ]);
  });

  it('finds duplicates by name against the catalogue and the rows above', async () => {
    const verdicts = await run([['LIMPEZA DE PISCINA', '200'], ['Poda', '80'], ['poda', '90']]);
    expect(verdicts[0]).toMatchObject({ kind: 'duplicate', of: { kind: 'existing', id: 's-1' }, by: 'name' });
    expect(verdicts[1]!.kind).toBe('import');
    expect(verdicts[2]).toMatchObject({ kind: 'duplicate', of: { kind: 'row', line: 3 } });
  });
});
