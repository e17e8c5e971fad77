// A spreadsheet file read in the transfer worker, so that however large or hostile the
// file, the page's thread only hands its bytes over and receives the outcome: what keeps it from
// being read (a bound passed, no spreadsheet), or its header, then its rows in slices, a message
// each. The rows stay here until the next file is read.
import { err, ok, type Result, type SheetFormat, type SheetProblem, type SheetRow } from '@fieldteam/core';
import { readSpreadsheet, type SpreadsheetReader } from '../shared/spreadsheet/read';

/** A file read: its header and how it was written; `total` rows to ask for, under `id`. */
export interface SheetHead {
  /** This reading's: rows asked for under another (a file read since) are none. */
  readonly id: number;
  readonly headers: readonly string[];
  readonly format: SheetFormat;
  readonly total: number;
}

export interface SheetWork {
  /** Reads a file's bytes (handed over, not copied). */
  readSheet(bytes: Uint8Array): Promise<Result<SheetHead, SheetProblem>>;
  /** Rows `from` (included) to `to` (excluded) of the file read under `id`. */
  sheetRows(id: number, from: number, to: number): Promise<readonly SheetRow[]>;
}

export function sheetWork(read: SpreadsheetReader = readSpreadsheet): SheetWork {
  let readings = 0;
  let kept: { readonly id: number; readonly rows: readonly SheetRow[] } | null = null;
  return {
    async readSheet(bytes) {
      const id = (readings += 1);
      kept = null;
      const sheet = await read(bytes);
      if ('code' in sheet) return err(sheet);
      // A file chosen while this one was read is the one kept.
      if (id === readings) kept = { id, rows: sheet.rows };
      return ok({ id, headers: sheet.headers, format: sheet.format, total: sheet.rows.length });
    },
    sheetRows(id, from, to) {
      return Promise.resolve(kept?.id === id ? kept.rows.slice(from, to) : []);
    },
  };
}
