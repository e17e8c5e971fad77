import { describe, expect, it } from 'vitest';
import { decodeSpreadsheet, parseSpreadsheet, separatorOf } from './spreadsheet-file';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const utf8 = (text: string, bom = false) => new Uint8Array([...(bom ? [0xef, 0xbb, 0xbf] : []), ...new TextEncoder().encode(text)]);

describe('decodeSpreadsheet', () => {
  it('reads UTF-8 with and without its byte-order mark', () => {
    expect(decodeSpreadsheet(utf8('Endereço', true))).toEqual({ text: 'Endereço', encoding: 'utf-8' });
    expect(decodeSpreadsheet(utf8('Endereço'))).toEqual({ text: 'Endereço', encoding: 'utf-8' });
  });
  it('reads bytes that are not UTF-8 as Windows-1252, as older Brazilian Excel writes them', () => {
    expect(decodeSpreadsheet(latin1('Endereço;Ação'))).toEqual({ text: 'Endereço;Ação', encoding: 'windows-1252' });
    // 0x80 is the euro sign in Windows-1252 (a control character in Latin-1).
    expect(decodeSpreadsheet(new Uint8Array([0x80, 0x20, 0x35])).text).toBe('€ 5');
  });
});

describe('separatorOf', () => {
  it.each([
    ['a;b;c\n1,5;2;3', ';'],
    ['a,b,c\n1;2', ','],
    ['"a;b",c,d', ','],
    ['a\tb', '\t'],
    ['\n\nnome;email', ';'],
    ['name', ','],
  ])('%j -> %j', (text, separator) => expect(separatorOf(text)).toBe(separator));
});

describe('parseSpreadsheet', () => {
  it('finds the semicolon of a Brazilian file and numbers rows as a spreadsheet does', async () => {
    const sheet = await parseSpreadsheet(latin1('Nome;Telefone\r\nJoão;11 9999\r\n\r\nConceição;11 8888\r\n'));
    expect(sheet).toEqual({ headers: ['Nome', 'Telefone'], rows: [{ line: 2, cells: ['João', '11 9999'] }, { line: 4, cells: ['Conceição', '11 8888'] }], encoding: 'windows-1252', separator: ';' });
  });

  it('keeps quoted fields with commas and line breaks whole', async () => {
    const sheet = await parseSpreadsheet(utf8('name,address\n"Souza, Ana","Rua A, 10\nApto 2"\nBia,"Rua ""B"""\n', true));
    expect(sheet).toMatchObject({ separator: ',', rows: [{ line: 2, cells: ['Souza, Ana', 'Rua A, 10\nApto 2'] }, { line: 3, cells: ['Bia', 'Rua "B"'] }] });
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
  });
});
