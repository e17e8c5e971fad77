import { describe, expect, it } from 'vitest';
import { fileSizeProblem, gatherSheetLines, readSheetText, SHEET_BOUNDS, workbookSizeProblem } from './sheet-text.rules';

// These files take a few hundred milliseconds to read in one pass; a reader that goes back over
// the text takes minutes on them. The bound leaves room for a machine busy with other work.
const LINEAR_MS = 5_000;

const read = (text: string, separator: ',' | ';' | '\t' = ',') => readSheetText(text, separator);
const lines = (text: string, separator: ',' | ';' | '\t' = ',') => {
  const sheet = read(text, separator);
  if (!sheet.ok) throw new Error(sheet.error.code);
  return [sheet.value.headers, ...sheet.value.rows.map((row) => row.cells)];
};

describe('readSheetText', () => {
  it('reads cells as spreadsheets write them: quotes holding separators, line breaks and doubled quotes', () => {
    expect(lines('name,address\r\n"Souza, Ana","Rua A, 10\nApto 2"\r\nBia,"Rua ""B"""\r\n')).toEqual([
      ['name', 'address'],
      ['Souza, Ana', 'Rua A, 10\nApto 2'],
      ['Bia', 'Rua "B"'],
    ]);
    expect(lines('a;b;\n;"";x\r1;2;3', ';')).toEqual([
      ['a', 'b', ''],
      ['', '', 'x'],
      ['1', '2', '3'],
    ]);
  });

  it('is lenient where spreadsheets are: spaces after a closing quote, a quote inside an unquoted cell, a stray quote within one line', () => {
    expect(lines('a,b\n"x"  ,y\nPo"l,"2"" TV" \n"Rua "B", 10",z')).toEqual([
      ['a', 'b'],
      ['x', 'y'],
      ['Po"l', '2" TV'],
      ['Rua "B', ' 10"', 'z'],
    ]);
    expect(lines('a\tb\n"x"\t"y"', '\t')).toEqual([
      ['a', 'b'],
      ['x', 'y'],
    ]);
  });

  it('numbers rows as a spreadsheet does: the header is the first line that is not blank, blank lines counted and left out', () => {
    expect(read('\n ; \nNome;Tel\n\nAna;1\n"Bia\nSilva";2\nCaio;3\n', ';')).toEqual({
      ok: true,
      value: {
        headers: ['Nome', 'Tel'],
        rows: [
          { line: 5, cells: ['Ana', '1'] },
          { line: 6, cells: ['Bia\nSilva', '2'] },
          { line: 7, cells: ['Caio', '3'] },
        ],
      },
    });
    expect(read('')).toEqual({ ok: false, error: { code: 'FILE_EMPTY' } });
    expect(read('\r\n , \r\n')).toEqual({ ok: false, error: { code: 'FILE_EMPTY' } });
  });

  it('reads a line of exactly the column bound and refuses one a column over, naming its line and its columns', () => {
    const row = (columns: number) => Array.from({ length: columns }, (_, i) => `c${i}`).join(',');
    expect(read(`${row(SHEET_BOUNDS.columns)}\n${row(SHEET_BOUNDS.columns)}`).ok).toBe(true);
    expect(read(`${row(SHEET_BOUNDS.columns + 1)}\nx`)).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_COLUMNS', line: 1, columns: 201, max: 200 } });
    expect(read(`a,b\n1,2\n\n${row(SHEET_BOUNDS.columns + 1)}`)).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_COLUMNS', line: 4, columns: 201, max: 200 } });
  });

  it('counts every column of a line of a million, in linear time', () => {
    const wide = Array.from({ length: 1_000_000 }, (_, i) => `c${i}`).join(',');
    const started = performance.now();
    expect(read(wide)).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_COLUMNS', line: 1, columns: 1_000_000, max: 200 } });
    expect(performance.now() - started).toBeLessThan(LINEAR_MS);
  });

  it('reads a line of exactly the length bound and refuses one a character over, its quoted line breaks counted in', () => {
    const cell = (chars: number) => 'x'.repeat(chars);
    expect(read(`a\n${cell(SHEET_BOUNDS.lineChars)}\r\nb`).ok).toBe(true);
    expect(read(`a\n${cell(SHEET_BOUNDS.lineChars + 1)}\r\nb`)).toEqual({ ok: false, error: { code: 'FILE_LINE_TOO_LONG', line: 2, chars: 100_001, max: 100_000 } });
    expect(read(`a\n"${cell(60_000)}\n${cell(39_997)}"`).ok).toBe(true);
    expect(read(`a\n"${cell(60_000)}\n${cell(39_998)}"`)).toEqual({ ok: false, error: { code: 'FILE_LINE_TOO_LONG', line: 2, chars: 100_001, max: 100_000 } });
  });

  it('refuses ten megabytes of quotes as one line too long, in linear time', () => {
    const [even, odd] = ['"'.repeat(10_000_000), '"'.repeat(10_000_001)];
    const started = performance.now();
    expect(read(even)).toEqual({ ok: false, error: { code: 'FILE_LINE_TOO_LONG', line: 1, chars: 10_000_000, max: 100_000 } });
    expect(read(odd)).toEqual({ ok: false, error: { code: 'FILE_QUOTE_UNCLOSED', line: 1 } });
    expect(performance.now() - started).toBeLessThan(LINEAR_MS);
  });

  it('reads exactly the row bound and refuses a row over, stopping there', () => {
    const file = (rows: number) => `Nome\n${'x\n'.repeat(rows)}`;
    const atBound = read(file(SHEET_BOUNDS.rows));
    expect(atBound.ok && atBound.value.rows.length).toBe(50_000);
    expect(read(file(SHEET_BOUNDS.rows + 1))).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_ROWS', max: 50_000 } });
    expect(read(`${file(SHEET_BOUNDS.rows)}\n,\n \n`).ok).toBe(true);
    const tall = file(5_000_000);
    const started = performance.now();
    expect(read(tall)).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_ROWS', max: 50_000 } });
    expect(performance.now() - started).toBeLessThan(LINEAR_MS);
  });

  it('passes over ten million blank lines, and two million of separators alone, in linear time', () => {
    const blank = `Nome;Tel\n${'\n'.repeat(10_000_000)}`;
    const separators = `Nome;Tel;Obs\r\n${';;\r\n'.repeat(2_000_000)}Ana;1;x`;
    const started = performance.now();
    expect(read(blank, ';')).toEqual({ ok: true, value: { headers: ['Nome', 'Tel'], rows: [] } });
    expect(read(separators, ';')).toEqual({ ok: true, value: { headers: ['Nome', 'Tel', 'Obs'], rows: [{ line: 2_000_002, cells: ['Ana', '1', 'x'] }] } });
    expect(read(`a\n${';'.repeat(SHEET_BOUNDS.columns)}`, ';')).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_COLUMNS', line: 2, columns: 201, max: 200 } });
    expect(performance.now() - started).toBeLessThan(LINEAR_MS);
  });

  it('refuses a quote that opens a cell and is never closed, naming the line it opens on, however large the file', () => {
    const before = 'Nome;Obs\r\n' + 'Ana;"ok"\r\n'.repeat(1_233);
    const large = `${before}Bia;"sem fim\r\n${'Caio;nada\r\n'.repeat(400_000)}`;
    const started = performance.now();
    expect(read(large, ';')).toEqual({ ok: false, error: { code: 'FILE_QUOTE_UNCLOSED', line: 1_235 } });
    expect(performance.now() - started).toBeLessThan(LINEAR_MS);
    expect(read('a\n"')).toEqual({ ok: false, error: { code: 'FILE_QUOTE_UNCLOSED', line: 2 } });
  });

  it('refuses a stray quote that only the quotes of a later line close, instead of joining the lines', () => {
    expect(read('Nome;Endereço;Obs\nAna;"Rua A, 1";"portão\nBia;"Rua B, 2";ok\n', ';')).toEqual({ ok: false, error: { code: 'FILE_QUOTE_UNCLOSED', line: 2 } });
    // A quoted cell over two lines with its quotes doubled is a cell, not a stray quote.
    expect(lines('Nome;Obs\nAna;"diz ""oi""\ne sai"\n', ';')).toEqual([
      ['Nome', 'Obs'],
      ['Ana', 'diz "oi"\ne sai'],
    ]);
  });
});

describe('gatherSheetLines (a workbook’s lines)', () => {
  it('holds them to the same bounds, at their edges', () => {
    const wide = (columns: number) => [Array.from({ length: columns }, (_, i) => `C${i}`)];
    expect(gatherSheetLines(wide(SHEET_BOUNDS.columns)).ok).toBe(true);
    expect(gatherSheetLines(wide(SHEET_BOUNDS.columns + 1))).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_COLUMNS', line: 1, columns: 201, max: 200 } });
    expect(gatherSheetLines([['a', 'b'], ['x'.repeat(99_999), '']]).ok).toBe(true);
    expect(gatherSheetLines([['a', 'b'], ['x'.repeat(100_000), '']])).toEqual({ ok: false, error: { code: 'FILE_LINE_TOO_LONG', line: 2, chars: 100_001, max: 100_000 } });
    const tall = (rows: number) => [['Nome'], ...Array.from({ length: rows }, () => ['x'])];
    expect(gatherSheetLines(tall(SHEET_BOUNDS.rows)).ok).toBe(true);
    expect(gatherSheetLines(tall(SHEET_BOUNDS.rows + 1))).toEqual({ ok: false, error: { code: 'FILE_TOO_MANY_ROWS', max: 50_000 } });
  });
});

describe('fileSizeProblem', () => {
  it('lets a file of exactly the size bound through and refuses one a byte over', () => {
    expect(fileSizeProblem(SHEET_BOUNDS.fileBytes)).toBeNull();
    expect(fileSizeProblem(SHEET_BOUNDS.fileBytes + 1)).toEqual({ code: 'FILE_TOO_LARGE', bytes: 10_485_761, max: 10_485_760 });
  });
});

describe('workbookSizeProblem', () => {
  it('lets a workbook whose parts unzip to exactly the bound through and refuses one a byte over', () => {
    expect(workbookSizeProblem(SHEET_BOUNDS.workbookBytes)).toBeNull();
    expect(workbookSizeProblem(SHEET_BOUNDS.workbookBytes + 1)).toEqual({ code: 'FILE_WORKBOOK_TOO_LARGE', bytes: 104_857_601, max: 104_857_600 });
  });
});
