// An Excel workbook (.xlsx): its first sheet's cells as the texts a CSV of it would hold. Read by
// read-excel-file (a ZIP of XML files, unzipped by fflate, which the app already has), loaded only
// when a workbook is chosen. Its "universal" build is used: the browser build starts a worker from
// a blob, which the app's Content-Security-Policy does not allow.
import type { CellValue } from 'read-excel-file/universal';

/** The bytes a workbook (and any ZIP archive) starts with. */
export const isZip = (bytes: Uint8Array): boolean => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as text. Numbers as the workbook stores them (a phone keeps its digits, no exponent);
 * dates, which a workbook stores as numbers shown as dates, as ISO dates ("2026-01-07"), with the
 * time when it has one ("2026-01-07 20:30"), and a time alone (a duration, "01:30") as the time;
 * true and false as TRUE and FALSE.
 */
export function cellText(value: CellValue<string> | null): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // A workbook's date is its wall time, read as UTC; to the minute, as a serial number's sixtieths
  // of a second come out a millisecond short.
  const at = new Date(Math.round((value as unknown as Date).getTime() / 60_000) * 60_000);
  const time = `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  // Day 0 of a workbook's calendar is 30 or 31 December 1899: a time of day with no date.
  if (at.getUTCFullYear() < 1900) return time;
  const date = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
  return time === '00:00' ? date : `${date} ${time}`;
}

/**
 * The bytes of a ZIP's parts once unzipped, as its directory gives them, nothing unzipped (each
 * part is passed over); null when the bytes are no ZIP. An unzipped part is never larger than its
 * directory says: the unzipping writes into that many bytes.
 */
export async function unzippedSize(bytes: Uint8Array): Promise<number | null> {
  // Loaded here: a static import would draw fflate into this module's chunk, which the shell's
  // code then imports for its own use of fflate.
  const { unzipSync } = await import('fflate');
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (part) => {
        total += part.originalSize;
        return false;
      },
    });
  } catch {
    return null;
  }
  return total;
}

/** The first sheet's rows as texts; null when the bytes are no workbook (another ZIP, a damaged file). */
export async function readXlsx(bytes: Uint8Array): Promise<string[][] | null> {
  try {
    const { readSheet } = await import('read-excel-file/universal');
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const rows = await readSheet(buffer, { trim: false, parseNumber: (text: string) => text });
    return rows.map((row) => row.map(cellText));
  } catch {
    return null;
  }
}
