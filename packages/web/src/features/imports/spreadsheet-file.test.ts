import { describe, expect, it } from 'vitest';
import { unicodeText, workbook } from '../../testing/excel-files';
import { parseSpreadsheet, separatorOf } from './spreadsheet-file';

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

  it('reads 10,000 rows, pausing between chunks', async () => {
    const text = ['Nome;E-mail', ...Array.from({ length: 10_000 }, (_, i) => `Cliente ${i};cliente${i}@exemplo.com.br`)].join('\n');
    let breaths = 0;
    const sheet = await parseSpreadsheet(utf8(text), async () => void (breaths += 1));
    expect('rows' in sheet && sheet.rows).toHaveLength(10_000);
    expect('rows' in sheet && sheet.rows[9_999]).toEqual({ line: 10_001, cells: ['Cliente 9999', 'cliente9999@exemplo.com.br'] });
    expect(breaths).toBeGreaterThan(1);
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

  it('tells an Excel 97-2003 workbook (.xls) apart, to be saved as .xlsx or CSV', async () => {
    expect(await parseSpreadsheet(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0))).toEqual({ code: 'FILE_OLD_EXCEL' });
  });
});
