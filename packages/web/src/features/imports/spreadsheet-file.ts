// Reading a spreadsheet file as people have them: CSV or text in UTF-8 with or without
// its byte-order mark, in Windows-1252 as older Excel writes it in Brazil, or in UTF-16 as Excel's
// "Unicode Text" writes it (spreadsheet-encoding.ts); fields separated by tabs, semicolons or
// commas, whichever the file uses; quoted fields with line breaks; or an Excel workbook (.xlsx,
// xlsx-file.ts). The text's parsing is Papa Parse's, fed in chunks with a pause between them so
// that a 10,000-row file never holds the page for long. This module is loaded only when a file is
// chosen, and the workbook reader only when a workbook is.
import type { SheetFormat, SheetRow, SheetSeparator } from '@fieldteam/core';
import Papa from 'papaparse';
import { decodeSpreadsheet } from './spreadsheet-encoding';
import { isZip, readXlsx } from './xlsx-file';

export { decodeSpreadsheet } from './spreadsheet-encoding';

export interface Spreadsheet {
  readonly headers: readonly string[];
  readonly rows: readonly SheetRow[];
  /** How the file was written: its refused rows are written the same way. */
  readonly format: SheetFormat;
}

/** FILE_OLD_EXCEL: a workbook of Excel 97-2003 (.xls), which is read once saved as .xlsx or CSV. */
export type SpreadsheetProblem = { readonly code: 'FILE_EMPTY' } | { readonly code: 'FILE_UNREADABLE' } | { readonly code: 'FILE_OLD_EXCEL' };

/** The bytes an Excel 97-2003 workbook starts with (a compound document). */
const isOldExcel = (bytes: Uint8Array): boolean => [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, i) => bytes[i] === byte);

/**
 * The separator of the header row: the most frequent of tab, ';' and ',' outside quotes (',' when
 * none). On a tie tab wins, then ';': a header's names hold commas more often than either.
 */
export function separatorOf(text: string): SheetSeparator {
  const counts = new Map<SheetSeparator, number>([['\t', 0], [';', 0], [',', 0]]);
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if ([...counts.values()].some((n) => n > 0)) break;
    } else if (!quoted && counts.has(char as SheetSeparator)) counts.set(char as SheetSeparator, counts.get(char as SheetSeparator)! + 1);
  }
  const [best, most] = [...counts.entries()].reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  return most === 0 ? ',' : best;
}

/** About a few thousand rows of a typical file per chunk. */
const CHUNK_BYTES = 256 * 1024;

/**
 * The sheet of a file's lines: its header is its first line that is not blank; the rows keep a
 * spreadsheet's numbers (the header's is its own, 1 for most files; blank lines are counted but
 * left out; a quoted line break stays inside its row).
 */
function sheetOf(lines: readonly (readonly string[])[], format: SheetFormat): Spreadsheet | SpreadsheetProblem {
  const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
  const first = lines.findIndex((cells) => !blank(cells));
  if (first === -1) return { code: 'FILE_EMPTY' };
  const rows = lines.flatMap((cells, i) => (i > first && !blank(cells) ? [{ line: i + 1, cells }] : []));
  return { headers: lines[first]!.map((h) => h.trim()), rows, format };
}

/** The file's header and rows; `breathe` runs between chunks of a text file. */
export async function parseSpreadsheet(bytes: Uint8Array, breathe: () => Promise<void> = () => Promise.resolve()): Promise<Spreadsheet | SpreadsheetProblem> {
  if (isZip(bytes)) {
    const lines = await readXlsx(bytes);
    return lines ? sheetOf(lines, { kind: 'xlsx' }) : { code: 'FILE_UNREADABLE' };
  }
  if (isOldExcel(bytes)) return { code: 'FILE_OLD_EXCEL' };
  const decoded = decodeSpreadsheet(bytes);
  if (!decoded) return { code: 'FILE_UNREADABLE' };
  const { text, encoding } = decoded;
  return new Promise((resolve) => {
    const lines: string[][] = [];
    const separator = separatorOf(text);
    Papa.parse<string[]>(text, {
      delimiter: separator,
      chunkSize: CHUNK_BYTES,
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        for (const row of results.data) lines.push(row);
        parser.pause();
        void breathe().then(() => parser.resume());
      },
      complete: () => resolve(sheetOf(lines, { kind: 'text', encoding, separator })),
      error: () => resolve({ code: 'FILE_UNREADABLE' }),
    });
  });
}
