// Reading a spreadsheet file as people have them (issue 26): CSV in UTF-8 with or without its
// byte-order mark, or in Windows-1252 as older Excel writes it in Brazil; fields separated by
// commas or semicolons (or tabs), whichever the file uses; quoted fields with line breaks. The
// parsing is Papa Parse's, fed in chunks with a pause between them so that a 10,000-row file
// never holds the page for long. This module is loaded only when a file is chosen.
import type { SheetRow } from '@fieldteam/core';
import Papa from 'papaparse';

export interface Spreadsheet {
  readonly headers: readonly string[];
  readonly rows: readonly SheetRow[];
  readonly encoding: 'utf-8' | 'windows-1252';
  readonly separator: string;
}

export type SpreadsheetProblem = { readonly code: 'FILE_EMPTY' } | { readonly code: 'FILE_UNREADABLE' };

/**
 * The text of the file's bytes: UTF-8 when they start with its byte-order mark or are valid
 * UTF-8, Windows-1252 (a superset of Latin-1) otherwise.
 */
export function decodeSpreadsheet(bytes: Uint8Array): { text: string; encoding: Spreadsheet['encoding'] } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** The separator of the header row: the most frequent of ';', ',' and tab outside quotes (',' when none). */
export function separatorOf(text: string): string {
  const counts = new Map([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (const char of text.slice(0, 64 * 1024)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if ([...counts.values()].some((n) => n > 0)) break;
    } else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0] as [string, number])[0];
}

/** About a few thousand rows of a typical file per chunk. */
const CHUNK_BYTES = 256 * 1024;

/** The file's header (its first row that is not blank) and rows; `breathe` runs between chunks. */
export function parseSpreadsheet(bytes: Uint8Array, breathe: () => Promise<void> = () => Promise.resolve()): Promise<Spreadsheet | SpreadsheetProblem> {
  const { text, encoding } = decodeSpreadsheet(bytes);
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
      complete: () => {
        const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
        const first = lines.findIndex((cells) => !blank(cells));
        if (first === -1) return resolve({ code: 'FILE_EMPTY' });
        // A spreadsheet's row numbers: the header's is its own (1 for most files), blank rows are
        // counted but left out, and a quoted line break stays inside its row.
        const rows = lines.flatMap((cells, i) => (i > first && !blank(cells) ? [{ line: i + 1, cells }] : []));
        resolve({ headers: lines[first]!.map((h) => h.trim()), rows, encoding, separator });
      },
      error: () => resolve({ code: 'FILE_UNREADABLE' }),
    });
  });
}
