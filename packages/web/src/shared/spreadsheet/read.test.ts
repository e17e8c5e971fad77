import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SHEET_BOUNDS } from '@fieldteam/core';
import { unicodeText, workbook } from '../../testing/excel-files';
import { readSpreadsheet as parseSpreadsheet, separatorOf } from './read';
import { unzippedSize } from './xlsx';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const utf8 = (text: string, bom = false) => new Uint8Array([...(bom ? [0xef, 0xbb, 0xbf] : []), ...new TextEncoder().encode(text)]);
const utf16be = (text: string) => Uint8Array.from([0xfe, 0xff, ...[...text].flatMap((c) => [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])]);

describe('separatorOf', () => {
  it.each([
    ['a;b;c\n1,5;2;3', ';'],
    ['a,b,c\n1;2', ','],
    ['"a;b",c,d', ','],
    ['a\tb', '\t'],
    ['\n\nnome;email', ';'],
    ['name', ','],
    // A tie: a header's names hold commas more often than tabs or semicolons.
    ['Nome\tEndereço, número', '\t'],
    ['Nome;Endereço, número', ';'],
  ])('%j -> %j', (text, separator) => expect(separatorOf(text)).toBe(separator));
});

describe('parseSpreadsheet', () => {
  it('finds the semicolon of a Brazilian file and numbers rows as a spreadsheet does', async () => {
    const sheet = await parseSpreadsheet(latin1('Nome;Telefone\r\nJoão;11 9999\r\n\r\nConceição;11 8888\r\n'));
    expect(sheet).toEqual({ headers: ['Nome', 'Telefone'], rows: [{ line: 2, cells: ['João', '11 9999'] }, { line: 4, cells: ['Conceição', '11 8888'] }], format: { kind: 'text', encoding: 'windows-1252', separator: ';' } });
  });

  it('keeps quoted fields with commas and line breaks whole', async () => {
    const sheet = await parseSpreadsheet(utf8('name,address\n"Souza, Ana","Rua A, 10\nApto 2"\nBia,"Rua ""B"""\n', true));
    expect(sheet).toMatchObject({ format: { kind: 'text', encoding: 'utf-8', separator: ',' }, rows: [{ line: 2, cells: ['Souza, Ana', 'Rua A, 10\nApto 2'] }, { line: 3, cells: ['Bia', 'Rua "B"'] }] });
  });

  it('reads Excel’s Unicode Text: UTF-16 little-endian with its mark, tabs, commas and semicolons inside cells', async () => {
    const sheet = await parseSpreadsheet(unicodeText([['Nome', 'Endereço'], ['Conceição', 'Rua A, 10; fundos'], ['Jô', 'Av. "B"\tsala 2']]));
    expect(sheet).toEqual({
      headers: ['Nome', 'Endereço'],
      rows: [{ line: 2, cells: ['Conceição', 'Rua A, 10; fundos'] }, { line: 3, cells: ['Jô', 'Av. "B"\tsala 2'] }],
      format: { kind: 'text', encoding: 'utf-16le', separator: '\t' },
    });
  });

  it('reads UTF-16 big-endian with its mark', async () => {
    expect(await parseSpreadsheet(utf16be('Nome;Cidade\r\nJoão;São Paulo\r\n'))).toEqual({ headers: ['Nome', 'Cidade'], rows: [{ line: 2, cells: ['João', 'São Paulo'] }], format: { kind: 'text', encoding: 'utf-16be', separator: ';' } });
  });

  it('reads an Excel workbook’s first sheet: texts, numbers as stored, dates and times as text', async () => {
    const bytes = workbook([
      ['Nome', 'Celular', 'Nascimento', 'Primeira visita', 'Duração'],
      ['Otávio', 11972220001, { at: new Date('1984-04-12T00:00:00Z'), show: 'date' }, { at: new Date('2026-01-07T20:30:00Z'), show: 'date-time' }, { at: new Date('1899-12-30T01:30:00Z'), show: 'time' }],
      [null, null, null, null, null],
      ['Priscila', '(11) 97222-0002', null, null, 2.5],
    ]);
    expect(await parseSpreadsheet(bytes)).toEqual({
      headers: ['Nome', 'Celular', 'Nascimento', 'Primeira visita', 'Duração'],
      rows: [
        { line: 2, cells: ['Otávio', '11972220001', '1984-04-12', '2026-01-07 20:30', '01:30'] },
        { line: 4, cells: ['Priscila', '(11) 97222-0002', '', '', '2.5'] },
      ],
      format: { kind: 'xlsx' },
    });
  });

  it('reads 10,000 rows', async () => {
    const text = ['Nome;E-mail', ...Array.from({ length: 10_000 }, (_, i) => `Cliente ${i};cliente${i}@exemplo.com.br`)].join('\n');
    const sheet = await parseSpreadsheet(utf8(text));
    expect('rows' in sheet && sheet.rows).toHaveLength(10_000);
    expect('rows' in sheet && sheet.rows[9_999]).toEqual({ line: 10_001, cells: ['Cliente 9999', 'cliente9999@exemplo.com.br'] });
  });

  it('reads a file of exactly the size bound, and refuses one a byte over before decoding it', async () => {
    const line = `${'x'.repeat(254)};y\n`;
    const rows = Math.floor(SHEET_BOUNDS.fileBytes / line.length) - 1;
    const text = `Nome;E-mail\n${line.repeat(rows)}`;
    const bytes = new TextEncoder().encode(text + 'z'.repeat(SHEET_BOUNDS.fileBytes - text.length));
    expect(bytes.length).toBe(SHEET_BOUNDS.fileBytes);
    const sheet = await parseSpreadsheet(bytes);
    expect('rows' in sheet && sheet.rows.length).toBe(rows + 1);
    const over = new Uint8Array(SHEET_BOUNDS.fileBytes + 1).fill(0x78);
    expect(await parseSpreadsheet(over)).toEqual({ code: 'FILE_TOO_LARGE', bytes: SHEET_BOUNDS.fileBytes + 1, max: SHEET_BOUNDS.fileBytes });
  });

  it('holds a workbook to the same bounds: columns and rows', async () => {
    const wide = (columns: number) => workbook([Array.from({ length: columns }, (_, i) => `C${i + 1}`), Array.from({ length: columns }, () => 'x')]);
    expect(await parseSpreadsheet(wide(SHEET_BOUNDS.columns))).toMatchObject({ format: { kind: 'xlsx' }, headers: expect.any(Array) });
    expect(await parseSpreadsheet(wide(SHEET_BOUNDS.columns + 1))).toEqual({ code: 'FILE_TOO_MANY_COLUMNS', line: 1, columns: SHEET_BOUNDS.columns + 1, max: SHEET_BOUNDS.columns });
  });

  it('answers an empty file', async () => {
    expect(await parseSpreadsheet(utf8(''))).toEqual({ code: 'FILE_EMPTY' });
    expect(await parseSpreadsheet(utf8('\n\n'))).toEqual({ code: 'FILE_EMPTY' });
    expect(await parseSpreadsheet(unicodeText([]))).toEqual({ code: 'FILE_EMPTY' });
    expect(await parseSpreadsheet(workbook([]))).toEqual({ code: 'FILE_EMPTY' });
  });

  it('refuses bytes that are no spreadsheet instead of reading them as rows of junk', async () => {
    // A PNG's first bytes, a PDF with a binary stream, any ZIP that is no workbook.
    expect(await parseSpreadsheet(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52))).toEqual({ code: 'FILE_UNREADABLE' });
    expect(await parseSpreadsheet(new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\n1 0 obj\nstream\n'), ...Array.from({ length: 200 }, (_, i) => (i * 37) % 256)]))).toEqual({ code: 'FILE_UNREADABLE' });
    expect(await parseSpreadsheet(Uint8Array.of(0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8))).toEqual({ code: 'FILE_UNREADABLE' });
  });

  it('refuses a text whose lines are bounded before they are read: a quote never closed, named by its line', async () => {
    expect(await parseSpreadsheet(utf8(`Nome;Obs\nAna;ok\nBia;"sem fim\n${'Caio;x\n'.repeat(1000)}`))).toEqual({ code: 'FILE_QUOTE_UNCLOSED', line: 3 });
  });

  it('refuses a workbook whose parts unzip past the bound before unzipping them, naming the size they would take', async () => {
    const bytes = workbook([['Nome', 'E-mail'], ...Array.from({ length: 2_000 }, (_, i) => [`Cliente ${i}`, `cliente${i}@exemplo.com.br`])]);
    const opened = (await unzippedSize(bytes))!;
    expect(opened).toBeGreaterThan(bytes.length * 3);
    expect(await parseSpreadsheet(bytes, { ...SHEET_BOUNDS, workbookBytes: opened })).toMatchObject({ format: { kind: 'xlsx' }, headers: ['Nome', 'E-mail'] });
    expect(await parseSpreadsheet(bytes, { ...SHEET_BOUNDS, workbookBytes: opened - 1 })).toEqual({ code: 'FILE_WORKBOOK_TOO_LARGE', bytes: opened, max: opened - 1 });
    // Kilobytes that would unzip into megabytes: the bound counts what the parts become.
    const bomb = zipSync({ '[Content_Types].xml': new Uint8Array(3 * 1024 * 1024), 'xl/worksheets/sheet1.xml': new Uint8Array(3 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await parseSpreadsheet(bomb, { ...SHEET_BOUNDS, workbookBytes: 6 * 1024 * 1024 - 1 })).toEqual({ code: 'FILE_WORKBOOK_TOO_LARGE', bytes: 6 * 1024 * 1024, max: 6 * 1024 * 1024 - 1 });
  });

  it('tells an Excel 97-2003 workbook (.xls) apart, to be saved as .xlsx or CSV', async () => {
    expect(await parseSpreadsheet(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0))).toEqual({ code: 'FILE_OLD_EXCEL' });
  });
});
