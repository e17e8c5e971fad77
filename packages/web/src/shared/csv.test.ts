import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvSeparator, regionSeparator, toCsv, type CsvCell } from './csv';

describe('toCsv', () => {
  it('separates with commas in English and semicolons where the decimal mark is a comma', () => {
    expect(csvSeparator('en')).toBe(',');
    expect(csvSeparator('pt-BR')).toBe(';');
    expect(csvSeparator('fr')).toBe(';');
    expect(csvSeparator('es-MX')).toBe(',');
    expect(toCsv([['Name', 'Hours'], ['Ana', 1.5]], 'en')).toBe('\uFEFFName,Hours\r\nAna,1.5\r\n');
    expect(toCsv([['Nome', 'Horas'], ['Ana', 1234]], 'pt-BR')).toBe('\uFEFFNome;Horas\r\nAna;1234\r\n');
  });

  it('quotes a field holding a comma, a semicolon, a tab, a quote or a line break, whatever the separator, doubling quotes', () => {
    expect(toCsv([['Rua A, 10', 'say "hi"', 'two\nlines', 'plain']], 'en')).toBe('\uFEFF"Rua A, 10","say ""hi""","two\nlines",plain\r\n');
    // A spreadsheet reading the file with the other separator must not split these either.
    expect(toCsv([['Rua A, 10', 'x;y', 'a\tb', 'plain']], 'pt-BR')).toBe('\uFEFF"Rua A, 10";"x;y";"a\tb";plain\r\n');
  });

  it('separates with the separator it is given, the person’s own file’s, quoting and defusing all the same', () => {
    expect(toCsv([['Nome', 'Endereço'], ['Ana', 'Rua A, 10']], 'en', ';')).toBe('\uFEFFNome;Endereço\r\nAna;"Rua A, 10"\r\n');
    expect(toCsv([['Nome', 'Obs'], ['Ana; Bia', 'a\tb'], ['=1+1', 'x, y']], 'en', '\t')).toBe('\uFEFFNome\tObs\r\n"Ana; Bia"\t"a\tb"\r\n\'=1+1\t"x, y"\r\n');
    expect(toCsv([['\tSUM(A1)', '@x']], 'pt-BR', '\t')).toBe('\uFEFF"\'\tSUM(A1)"\t\'@x\r\n');
  });

  it('writes numbers with the decimal mark that goes with the separator, the language’s with a tab', () => {
    expect(toCsv([['Ana', 1234.5, -0.25]], 'pt-BR', ',')).toBe('\uFEFFAna,1234.5,-0.25\r\n');
    expect(toCsv([['Ana', 1234.5, -0.25]], 'en', ';')).toBe('\uFEFFAna;"1234,5";"-0,25"\r\n');
    expect(toCsv([['Ana', 1234.5]], 'fr', '\t')).toBe('\uFEFFAna\t"1234,5"\r\n');
    expect(toCsv([['Ana', 1234.5]], 'es-MX', '\t')).toBe('\uFEFFAna\t1234.5\r\n');
    expect(toCsv([['Ana', 1 / 3, 1e6, -3]], 'en')).toBe('\uFEFFAna,0.333333,1000000,-3\r\n');
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
    expect(toCsv([[text]], 'en')).toBe(`\uFEFF${/[\t\r]/.test(text) ? `"'${text}"` : `'${text}`}\r\n`);
  });

  it.each(FORMULA_STARTS.filter(([, sign]) => !/[\t\r]/.test(sign)))('puts an apostrophe before a text whose first character past blanks and quotes is %s', (_, sign) => {
    for (const blanks of [' ', '  ', '\u00A0', '\u3000', '"', ' " ']) {
      const text = `${blanks}${sign}1+1`;
      expect(toCsv([[text]], 'pt-BR')).toBe(`\uFEFF${/"/.test(text) ? `"'${text.replaceAll('"', '""')}"` : `'${text}`}\r\n`);
    }
  });

  it.each(FORMULA_STARTS.filter(([, sign]) => !/[\t\r]/.test(sign)))('puts an apostrophe where a field would start with %s after a comma, a semicolon, a tab or a line break', (_, sign) => {
    for (const split of [',', ';', '\t', '\r', '\n', '\r\n']) {
      for (const blanks of ['', ' ', '\u3000', '"']) {
        const text = `x${split}${blanks}${sign}1+2 semi`;
        const defused = `x${split}'${blanks}${sign}1+2 semi`;
        expect(toCsv([[text]], 'en')).toBe(`\uFEFF"${defused.replaceAll('"', '""')}"\r\n`);
        expect(toCsv([[text]], 'pt-BR')).toBe(`\uFEFF"${defused.replaceAll('"', '""')}"\r\n`);
      }
    }
  });

  it('defuses the texts that would run under the other separator: in English, after a semicolon; in Portuguese, after a comma', () => {
    expect(toCsv([['x;=1+2 semi']], 'en')).toBe('\uFEFF"x;\'=1+2 semi"\r\n');
    expect(toCsv([["y,=cmd|' /C calc'!A0,"]], 'pt-BR')).toBe('\uFEFF"y,\'=cmd|\' /C calc\'!A0,"\r\n');
    // Every field a splitting spreadsheet would find, each in its place.
    expect(toCsv([['=a,+b;-c\t@d\r\n＝e']], 'en')).toBe('\uFEFF"\'=a,\'+b;\'-c\t\'@d\r\n\'＝e"\r\n');
  });

  it('at the bounds: a sign alone, separators alone or at the end, empty fields, and a sign later in a field', () => {
    expect(toCsv([['=', '-', ',', ';', 'a,', ',=', ';;@', '\n', '\r\n', '""']], 'en')).toBe('\uFEFF\'=,\'-,",",";","a,",",\'=",";;\'@","\n","\'\r\n",""""""\r\n');
    expect(toCsv([['a,b=1', 'a, b - c', 'a;x@y.co', 'a,\u2212 1', 'a,\'=1']], 'en')).toBe('\uFEFF"a,b=1","a, b - c","a;x@y.co","a,\u2212 1","a,\'=1"\r\n');
  });

  it('leaves a text alone when the sign is not at the start of a field, and a blank one', () => {
    expect(toCsv([['a=1', 'Rua 7 - casa', ' Ana', 'x@y.co', '', '  ', '\u2212 1']], 'en')).toBe('\uFEFFa=1,Rua 7 - casa, Ana,x@y.co,,  ,\u2212 1\r\n');
  });

  it('never lets a spreadsheet run a text as a formula, and leaves numbers and empty cells alone', () => {
    expect(toCsv([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', -3, null]], 'en')).toBe('\uFEFF"\'=HYPERLINK(""http://x"")",\'+1,\'-2,\'@SUM(A1),-3,\r\n');
  });
});

describe('regionSeparator', () => {
  it('follows the browser’s region, whatever the app’s language', () => {
    expect(regionSeparator('pt-BR', 'en')).toBe(';');
    expect(regionSeparator('de-DE', 'en')).toBe(';');
    expect(regionSeparator('en-US', 'pt-BR')).toBe(',');
    expect(regionSeparator('es-MX', 'fr')).toBe(',');
  });

  it('falls back on the app’s language when the browser names no region it knows', () => {
    for (const none of [undefined, '', 'not a tag!', 'zz-ZZ']) {
      expect(regionSeparator(none, 'pt-BR')).toBe(';');
      expect(regionSeparator(none, 'en')).toBe(',');
    }
  });
});

describe('a written file, split as any spreadsheet could split it (properties)', () => {
  const SIGNS = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20', '\uFE66', '\u207A'];
  const SPLITTERS = [',', ';', '\t', '\r', '\n', '\r\n'];
  // Texts made of what matters to the rule (signs, separators, blanks, quotes, apostrophes) and anything else.
  const piece = fc.oneof(
    fc.constantFrom(...SIGNS, ...SPLITTERS, ' ', '\u00A0', '\u3000', '"', "'", 'cmd|', 'SUM(A1)', 'Ana', '1', '\u2212'),
    fc.string({ unit: 'grapheme', maxLength: 3 }),
  );
  const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
  const number = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => Math.round(n * 100) / 100));
  const cells = (numbers: boolean): fc.Arbitrary<CsvCell> => fc.oneof({ weight: 4, arbitrary: text }, { weight: numbers ? 1 : 0, arbitrary: number }, { weight: 1, arbitrary: fc.constant(null) });
  // The first column of every file the app writes is a text that is never empty (an id, a name, a date).
  const rows = (numbers: boolean) =>
    fc.array(
      fc.tuple(text.filter((t) => t !== ''), fc.array(cells(numbers), { maxLength: 5 })).map(([first, rest]): CsvCell[] => [first, ...rest]),
      { minLength: 1, maxLength: 6 },
    );
  // A tab-separated file is only ever the refused rows' file, all texts: a blank cell, the tab
  // after it and a negative number would make a field a spreadsheet splitting at commas trims to "-1".
  const file = fc.constantFrom<',' | ';' | '\t' | undefined>(',', ';', '\t', undefined).chain((separator) =>
    fc.record({ rows: rows(separator !== '\t'), language: fc.constantFrom('en', 'pt-BR', 'es-MX', 'fr'), separator: fc.constant(separator) }),
  );

  /** Whether a field a spreadsheet read would start a formula: its first character past blanks and quotes is a sign (NFKC), or it begins with tab or CR. */
  const startsFormula = (field: string): boolean => {
    const first = field.replace(/^[\s"]+/u, '').codePointAt(0);
    return first !== undefined && /^[=+\-@]/.test(String.fromCodePoint(first).normalize('NFKC'));
  };
  /** A number cell as written, maybe in its quotes: a negative number is a number, not a formula. */
  const isNumber = (field: string) => /^"?-\d+(?:[.,]\d+)?"?$/.test(field.trim());

  it('holds no field that starts a formula, split by lines then by comma, by semicolon or by tab', () => {
    fc.assert(
      fc.property(file, ({ rows, language, separator }) => {
        const written = toCsv(rows, language, separator);
        expect(written.startsWith('\uFEFF')).toBe(true);
        for (const line of written.slice(1).split(/\r\n|\r|\n/)) {
          for (const split of [',', ';', '\t']) {
            for (const field of line.split(split)) if (!isNumber(field)) expect(startsFormula(field), `${JSON.stringify(field)} in ${JSON.stringify(written)}`).toBe(false);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  /** What a spreadsheet should show: the text, or the number in the file's decimal mark; the text itself when no field of it could run. */
  const wouldBeDefused = (cell: string) => /^[\t\r]/.test(cell) || cell.split(/[,;\t\r\n]/).some(startsFormula);

  it('reads back, with a CSV parser, exactly the cells written whenever nothing was defused; a defused cell differs only by apostrophes', () => {
    fc.assert(
      fc.property(file, ({ rows, language, separator }) => {
        const written = toCsv(rows, language, separator);
        const delimiter = separator ?? csvSeparator(language);
        const decimal = delimiter === ';' || (delimiter === '\t' && csvSeparator(language) === ';') ? ',' : '.';
        // The last line's CRLF ends it: no row after it.
        const read = Papa.parse<string[]>(written.slice(0, -2), { delimiter, newline: '\r\n', quoteChar: '"' });
        expect(read.errors).toEqual([]);
        expect(read.data).toHaveLength(rows.length);
        rows.forEach((cells, r) => {
          const back = read.data[r]!;
          expect(back).toHaveLength(cells.length);
          cells.forEach((cell, c) => {
            if (cell === null) expect(back[c]).toBe('');
            else if (typeof cell === 'number') expect(Number(back[c]!.replace(',', '.'))).toBe(cell);
            else if (!wouldBeDefused(cell)) expect(back[c]).toBe(cell);
            else {
              expect(back[c]!.length).toBeGreaterThan(cell.length);
              expect(back[c]!.replaceAll("'", '')).toBe(cell.replaceAll("'", ''));
            }
            if (typeof cell === 'number' && !Number.isInteger(cell)) expect(back[c]).toContain(decimal);
          });
        });
      }),
      { numRuns: 500 },
    );
  });
});
