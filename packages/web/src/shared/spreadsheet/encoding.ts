// The text of a spreadsheet file as people's spreadsheets write it, and back: UTF-8 with or without
// its byte-order mark; Windows-1252 as older Excel writes it in Brazil; UTF-16 as Excel's "Unicode
// Text" writes it (little-endian, with its byte-order mark, columns separated by tabs). A file whose
// bytes are no text at all (a picture, a PDF, an old .xls workbook) is said to be so, never read as
// rows of junk. Small and without dependencies: the import screen writes the refused rows' file
// with it, and the spreadsheet reader reads with it.
import type { SheetEncoding } from '@fieldteam/core';

/** Characters looked at in each sample to tell text from other bytes. */
const SAMPLE = 64 * 1024;

/**
 * The byte order of UTF-16 without its byte-order mark: most characters of a spreadsheet are
 * ASCII, whose other byte is zero, so zeros fall on one side of the byte pairs only.
 */
function bomlessUtf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(bytes.length, 4096) >> 1;
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs; i += 1) {
    if (bytes[2 * i] === 0) evenZeros += 1;
    if (bytes[2 * i + 1] === 0) oddZeros += 1;
  }
  if (oddZeros >= pairs / 2 && evenZeros === 0) return 'utf-16le';
  if (evenZeros >= pairs / 2 && oddZeros === 0) return 'utf-16be';
  return null;
}

/**
 * Whether a text decoded from a file's bytes is no spreadsheet: a sample of it holds a NUL, or more
 * than one character in a hundred of it is a control character (other than tab, line feed, form
 * feed and carriage return) or a replacement character. A spreadsheet's text has none of them. The
 * samples are its start, its middle and its end, so that a few lines of text before a binary body
 * (a PDF, a spreadsheet with a picture pasted after it) do not pass for a spreadsheet.
 */
export function looksBinary(text: string): boolean {
  if (text.length <= 3 * SAMPLE) return binarySample(text, 0, text.length);
  const middle = (text.length - SAMPLE) >> 1;
  return binarySample(text, 0, SAMPLE) || binarySample(text, middle, middle + SAMPLE) || binarySample(text, text.length - SAMPLE, text.length);
}

function binarySample(text: string, from: number, to: number): boolean {
  let odd = 0;
  for (let i = from; i < to; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f || (code >= 0x80 && code <= 0x9f) || code === 0xfffd) odd += 1;
  }
  return odd * 100 > to - from;
}

/**
 * The text of the file's bytes: UTF-8 or UTF-16 when they start with its byte-order mark, UTF-16
 * when its zeros show it without one, UTF-8 when they are valid UTF-8, Windows-1252 (a superset of
 * Latin-1) otherwise; null when the text is not a spreadsheet's (looksBinary).
 */
export function decodeSpreadsheet(bytes: Uint8Array): { text: string; encoding: SheetEncoding } | null {
  const decoded = ((): { text: string; encoding: SheetEncoding } => {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
    const utf16 = bomlessUtf16(bytes);
    if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 };
    try {
      return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
    } catch {
      return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
    }
  })();
  return looksBinary(decoded.text) ? null : decoded;
}

/** Windows-1252's bytes 0x80 to 0x9F, by the character each stands for (the others are Latin-1's own). */
const WINDOWS_1252_HIGH: ReadonlyMap<number, number> = new Map(
  Array.from({ length: 32 }, (_, i) => [new TextDecoder('windows-1252').decode(Uint8Array.of(0x80 + i)).charCodeAt(0), 0x80 + i] as const),
);

/** The text in Windows-1252, or null when a character of it has no byte there. */
function windows1252(text: string): Uint8Array<ArrayBuffer> | null {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : WINDOWS_1252_HIGH.get(code);
    if (byte === undefined) return null;
    bytes[i] = byte;
  }
  return bytes;
}

function utf16(text: string, littleEndian: boolean): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 * text.length);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < text.length; i += 1) view.setUint16(2 * i, text.charCodeAt(i), littleEndian);
  return bytes;
}

/**
 * The text as a file in `encoding`, with the byte-order mark of UTF-8 and UTF-16 (the text's own
 * leading U+FEFF, added when it has none); Windows-1252 has none. A text with a character
 * Windows-1252 cannot hold is written in UTF-8 instead, which spreadsheets open as well: the
 * encoding written is returned with the bytes.
 */
export function encodeSpreadsheet(text: string, encoding: SheetEncoding): { bytes: Uint8Array<ArrayBuffer>; encoding: SheetEncoding } {
  const bare = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (encoding === 'windows-1252') {
    const bytes = windows1252(bare);
    if (bytes) return { bytes, encoding };
  }
  const marked = `\uFEFF${bare}`;
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return { bytes: utf16(marked, encoding === 'utf-16le'), encoding };
  return { bytes: new TextEncoder().encode(marked) as Uint8Array<ArrayBuffer>, encoding: 'utf-8' };
}
