import { describe, expect, it } from 'vitest';
import { decodeSpreadsheet, encodeSpreadsheet, looksBinary } from './encoding';

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const utf8 = (text: string, bom = false) => new Uint8Array([...(bom ? [0xef, 0xbb, 0xbf] : []), ...new TextEncoder().encode(text)]);
const utf16 = (text: string, littleEndian: boolean) => Uint8Array.from([...text].flatMap((c) => (littleEndian ? [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8] : [c.charCodeAt(0) >> 8, c.charCodeAt(0) & 0xff])));

describe('decodeSpreadsheet', () => {
  it('reads UTF-8 with and without its byte-order mark', () => {
    expect(decodeSpreadsheet(utf8('Endereço', true))).toEqual({ text: 'Endereço', encoding: 'utf-8' });
    expect(decodeSpreadsheet(utf8('Endereço'))).toEqual({ text: 'Endereço', encoding: 'utf-8' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252, as older Brazilian Excel writes them', () => {
    expect(decodeSpreadsheet(latin1('Endereço;Ação'))).toEqual({ text: 'Endereço;Ação', encoding: 'windows-1252' });
    // 0x80 is the euro sign in Windows-1252 (a control character in Latin-1).
    expect(decodeSpreadsheet(new Uint8Array([0x80, 0x20, 0x35]))?.text).toBe('€ 5');
  });

  it('reads UTF-16 by its byte-order mark, little- and big-endian', () => {
    expect(decodeSpreadsheet(utf16('\uFEFFNome\tEndereço', true))).toEqual({ text: 'Nome\tEndereço', encoding: 'utf-16le' });
    expect(decodeSpreadsheet(utf16('\uFEFFNome\tEndereço', false))).toEqual({ text: 'Nome\tEndereço', encoding: 'utf-16be' });
  });

  it('reads UTF-16 without its mark by where its zeros fall', () => {
    expect(decodeSpreadsheet(utf16('Nome\tCidade\r\nJoão\tSão Paulo', true))).toEqual({ text: 'Nome\tCidade\r\nJoão\tSão Paulo', encoding: 'utf-16le' });
    expect(decodeSpreadsheet(utf16('Nome\tCidade\r\nJoão\tSão Paulo', false))).toEqual({ text: 'Nome\tCidade\r\nJoão\tSão Paulo', encoding: 'utf-16be' });
  });

  it('answers null for bytes that are no text: a NUL, or control characters in more than one character in a hundred', () => {
    expect(decodeSpreadsheet(Uint8Array.of(0x4e, 0x6f, 0x00, 0x6d, 0x65, 0x41))).toBeNull();
    expect(decodeSpreadsheet(new Uint8Array([...latin1('a'.repeat(98)), 0x01, 0x02]))).toBeNull();
    expect(decodeSpreadsheet(new Uint8Array([...latin1('a'.repeat(99)), 0x01]))).toEqual({ text: `${'a'.repeat(99)}\u0001`, encoding: 'utf-8' });
  });
});

describe('looksBinary', () => {
  it('takes tabs, line ends and form feeds for text, and C1 controls, DEL and replacement characters for no text', () => {
    expect(looksBinary('a\tb\r\nc\fd\n')).toBe(false);
    expect(looksBinary('ab\u0081')).toBe(true);
    expect(looksBinary('ab\u007f')).toBe(true);
    expect(looksBinary('ab\uFFFD')).toBe(true);
    expect(looksBinary('')).toBe(false);
  });

  it('looks at the middle and the end of a long text too: lines of text before a binary body are no spreadsheet', () => {
    const lines = 'Nome;Telefone\r\n'.repeat(10_000);
    const body = String.fromCharCode(...Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    expect(looksBinary(lines + body)).toBe(true);
    expect(looksBinary(lines + body + lines)).toBe(true);
    expect(looksBinary(lines + lines + lines)).toBe(false);
  });
});

describe('encodeSpreadsheet', () => {
  const decode = (bytes: Uint8Array, label: string) => new TextDecoder(label, { ignoreBOM: true }).decode(bytes);

  it('writes UTF-16 with its byte-order mark, in the byte order asked for', () => {
    const le = encodeSpreadsheet('Nome\tObs\r\nJoão\t€\r\n', 'utf-16le');
    expect(le.encoding).toBe('utf-16le');
    expect([...le.bytes.subarray(0, 4)]).toEqual([0xff, 0xfe, 0x4e, 0x00]);
    expect(decode(le.bytes, 'utf-16le')).toBe('\uFEFFNome\tObs\r\nJoão\t€\r\n');
    const be = encodeSpreadsheet('\uFEFFJoão', 'utf-16be');
    expect([...be.bytes.subarray(0, 4)]).toEqual([0xfe, 0xff, 0x00, 0x4a]);
    expect(decode(be.bytes, 'utf-16be')).toBe('\uFEFFJoão');
  });

  it('writes UTF-8 with its byte-order mark, once', () => {
    const written = encodeSpreadsheet('\uFEFFNome;Endereço', 'utf-8');
    expect(written).toEqual({ bytes: utf8('Nome;Endereço', true), encoding: 'utf-8' });
  });

  it('writes Windows-1252 without a mark, its curly quotes, dashes and euro in their bytes', () => {
    const written = encodeSpreadsheet('\uFEFFAção;“Sul” – €', 'windows-1252');
    expect(written.encoding).toBe('windows-1252');
    expect([...written.bytes]).toEqual([0x41, 0xe7, 0xe3, 0x6f, 0x3b, 0x93, 0x53, 0x75, 0x6c, 0x94, 0x20, 0x96, 0x20, 0x80]);
    expect(decodeSpreadsheet(written.bytes)).toEqual({ text: 'Ação;“Sul” – €', encoding: 'windows-1252' });
  });

  it('writes UTF-8 instead when a character has no byte in Windows-1252', () => {
    expect(encodeSpreadsheet('Nome;Łukasz', 'windows-1252')).toEqual({ bytes: utf8('Nome;Łukasz', true), encoding: 'utf-8' });
  });
});
