import { describe, expect, it } from 'vitest';
import { csvSeparator, toCsv } from './csv';

describe('toCsv', () => {
  it('separates with commas in English and semicolons where the decimal mark is a comma', () => {
    expect(csvSeparator('en')).toBe(',');
    expect(csvSeparator('pt-BR')).toBe(';');
    expect(csvSeparator('fr')).toBe(';');
    expect(csvSeparator('es-MX')).toBe(',');
    expect(toCsv([['Name', 'Hours'], ['Ana', 1.5]], 'en')).toBe('\uFEFFName,Hours\r\nAna,1.5\r\n');
    expect(toCsv([['Nome', 'Horas'], ['Ana', 1234.5]], 'pt-BR')).toBe('\uFEFFNome;Horas\r\nAna;1234,5\r\n');
  });

  it('quotes a field holding the separator, a quote or a line break, doubling quotes', () => {
    expect(toCsv([['Rua A, 10', 'say "hi"', 'two\nlines', 'plain']], 'en')).toBe('\uFEFF"Rua A, 10","say ""hi""","two\nlines",plain\r\n');
    // The comma is no separator in pt-BR: no quotes needed there.
    expect(toCsv([['Rua A, 10', 'x;y']], 'pt-BR')).toBe('\uFEFFRua A, 10;"x;y"\r\n');
  });

  it('never lets a spreadsheet run a text as a formula, and leaves numbers and empty cells alone', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', -3, null]], 'en')).toBe('\uFEFF"\'=HYPERLINK(""http://x"")",\'+1,\'-2,\'@SUM(A1),-3,\r\n');
  });
});
