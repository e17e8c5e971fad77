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

  it('separates with the separator it is given, the person’s own file’s, quoting what holds it, defusing formulas all the same', () => {
    expect(toCsv([['Nome', 'Endereço'], ['Ana', 'Rua A, 10']], 'en', ';')).toBe('\uFEFFNome;Endereço\r\nAna;Rua A, 10\r\n');
    expect(toCsv([['Nome', 'Obs'], ['Ana; Bia', 'a\tb'], ['=1+1', 'x, y']], 'en', '\t')).toBe('\uFEFFNome\tObs\r\nAna; Bia\t"a\tb"\r\n\'=1+1\tx, y\r\n');
    expect(toCsv([['\tSUM(A1)', '@x']], 'pt-BR', '\t')).toBe('\uFEFF"\'\tSUM(A1)"\t\'@x\r\n');
  });

  // Every character a spreadsheet may start a formula with, first in the cell, after blanks it may trim, and in its other forms.
  const FORMULA_STARTS: ReadonlyArray<readonly [string, string]> = [
    ['equals', '='],
    ['plus', '+'],
    ['hyphen-minus', '-'],
    ['at sign', '@'],
    ['tab', '\t'],
    ['carriage return', '\r'],
    ['full-width equals (U+FF1D)', '\uFF1D'],
    ['full-width plus (U+FF0B)', '\uFF0B'],
    ['full-width hyphen-minus (U+FF0D)', '\uFF0D'],
    ['full-width at sign (U+FF20)', '\uFF20'],
    ['small equals (U+FE66)', '\uFE66'],
    ['small plus (U+FE62)', '\uFE62'],
    ['small hyphen-minus (U+FE63)', '\uFE63'],
    ['small at sign (U+FE6B)', '\uFE6B'],
    ['superscript plus (U+207A)', '\u207A'],
  ];

  it.each(FORMULA_STARTS)('puts an apostrophe before a text beginning with %s', (_, sign) => {
    const text = `${sign}SUM(A1)`;
    expect(toCsv([[text]], 'en')).toBe(`\uFEFF${/[\r]/.test(text) ? `"'${text}"` : `'${text}`}\r\n`);
  });

  it.each(FORMULA_STARTS.filter(([, sign]) => !/[\t\r]/.test(sign)))('puts an apostrophe before a text whose first non-blank character is %s', (_, sign) => {
    for (const blanks of [' ', '  ', '\u00A0', '\u3000', '\t ', ' \r', '\n']) {
      const text = `${blanks}${sign}1+1`;
      expect(toCsv([[text]], 'pt-BR')).toBe(`\uFEFF${/[\r\n]/.test(text) ? `"'${text}"` : `'${text}`}\r\n`);
    }
  });

  it('leaves a text alone when the sign is not at its start, and a blank one', () => {
    expect(toCsv([['a=1', 'Rua 7 - casa', ' Ana', 'x@y.co', '', '  ', '\u2212 1']], 'en')).toBe('\uFEFFa=1,Rua 7 - casa, Ana,x@y.co,,  ,\u2212 1\r\n');
  });

  it('never lets a spreadsheet run a text as a formula, and leaves numbers and empty cells alone', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', -3, null]], 'en')).toBe('\uFEFF"\'=HYPERLINK(""http://x"")",\'+1,\'-2,\'@SUM(A1),-3,\r\n');
  });
});
