// Reading a spreadsheet file as people have them: CSV or text in UTF-8 with or without its
// byte-order mark, in Windows-1252 as older Excel writes it in Brazil, or in UTF-16 as Excel's
// "Unicode Text" writes it (encoding.ts); fields separated by tabs, semicolons or commas, whichever
// the file uses; quoted fields with line breaks; or an Excel workbook (.xlsx, xlsx.ts). Within
// core's bounds (SHEET_BOUNDS): a file past one is refused with the bound and the line, in time
// linear in its size. It runs in the transfer worker, or in the page where there is
// none; the workbook reader is loaded only when a workbook is chosen.
import { fileSizeProblem, gatherSheetLines, readSheetText, SHEET_BOUNDS, workbookSizeProblem, type SheetBounds, type SheetFormat, type SheetLines, type SheetProblem, type SheetSeparator } from '@fieldteam/core';
import { decodeSpreadsheet } from './encoding';
import { isZip, readXlsx, unzippedSize } from './xlsx';

export interface Spreadsheet extends SheetLines {
  /** How the file was written: its refused rows are written the same way. */
  readonly format: SheetFormat;
}

/** A file's bytes read into a sheet, or what keeps them from being one. */
export type SpreadsheetReader = (bytes: Uint8Array) => Promise<Spreadsheet | SheetProblem>;

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

/** The file's header and rows, or the problem that keeps it from being read. */
export async function readSpreadsheet(bytes: Uint8Array, bounds: SheetBounds = SHEET_BOUNDS): Promise<Spreadsheet | SheetProblem> {
  const tooLarge = fileSizeProblem(bytes.length, bounds);
  if (tooLarge) return tooLarge;
  if (isZip(bytes)) {
    const unzipped = await unzippedSize(bytes);
    if (unzipped === null) return { code: 'FILE_UNREADABLE' };
    const tooLarge = workbookSizeProblem(unzipped, bounds);
    if (tooLarge) return tooLarge;
    const lines = await readXlsx(bytes);
    if (!lines) return { code: 'FILE_UNREADABLE' };
    const sheet = gatherSheetLines(lines, bounds);
    return sheet.ok ? { ...sheet.value, format: { kind: 'xlsx' } } : sheet.error;
  }
  if (isOldExcel(bytes)) return { code: 'FILE_OLD_EXCEL' };
  const decoded = decodeSpreadsheet(bytes);
  if (!decoded) return { code: 'FILE_UNREADABLE' };
  const separator = separatorOf(decoded.text);
  const sheet = readSheetText(decoded.text, separator, bounds);
  return sheet.ok ? { ...sheet.value, format: { kind: 'text', encoding: decoded.encoding, separator } } : sheet.error;
}
