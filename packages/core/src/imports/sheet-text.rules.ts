// A spreadsheet's lines read into its header and rows, within bounds that a business's list of
// clients, services or collaborators never meets: such a list has tens of columns, a few hundred
// characters a line and at most tens of thousands of rows, a few megabytes. A file past a bound
// (a wrong file, a damaged one, one made to hold the page) is refused, and the refusal names the
// bound and the line, before anything is drawn or sent. The text reader is linear in the text
// whatever it holds: one pass, each character looked at a bounded number of times.
import { err, ok, type Result } from '../shared/result';
import type { SheetRow } from './import-fields';
import type { SheetSeparator } from './import-job';

export interface SheetBounds {
  /** The file's size in bytes: ten megabytes hold 50,000 rows of 200 characters. */
  readonly fileBytes: number;
  /** Cells a line may have: every field of a kind and whatever else a list carries, many times over. */
  readonly columns: number;
  /** Characters a line may have (its quoted line breaks included): three Excel cells at their largest. */
  readonly lineChars: number;
  /** Rows below the header: five times the largest business the app is sized for (10,000 clients). */
  readonly rows: number;
  /**
   * A workbook's parts once unzipped, in bytes: its XML takes some forty bytes a cell, so 50,000
   * rows of twenty cells and their texts fit, and a few megabytes that unzip into gigabytes do not.
   */
  readonly workbookBytes: number;
}

export const SHEET_BOUNDS: SheetBounds = { fileBytes: 10 * 1024 * 1024, columns: 200, lineChars: 100_000, rows: 50_000, workbookBytes: 100 * 1024 * 1024 };

/**
 * Why a file is not read. FILE_UNREADABLE: no spreadsheet (a picture, a PDF, another archive);
 * FILE_OLD_EXCEL: an Excel 97-2003 workbook, read once saved as .xlsx or CSV; the others name the
 * bound passed, and the line where it was (FILE_WORKBOOK_TOO_LARGE: a workbook's parts, unzipped).
 */
export type SheetProblem =
  | { readonly code: 'FILE_EMPTY' }
  | { readonly code: 'FILE_UNREADABLE' }
  | { readonly code: 'FILE_OLD_EXCEL' }
  | { readonly code: 'FILE_TOO_LARGE'; readonly bytes: number; readonly max: number }
  | { readonly code: 'FILE_WORKBOOK_TOO_LARGE'; readonly bytes: number; readonly max: number }
  | { readonly code: 'FILE_TOO_MANY_COLUMNS'; readonly line: number; readonly columns: number; readonly max: number }
  | { readonly code: 'FILE_LINE_TOO_LONG'; readonly line: number; readonly chars: number; readonly max: number }
  | { readonly code: 'FILE_QUOTE_UNCLOSED'; readonly line: number }
  | { readonly code: 'FILE_TOO_MANY_ROWS'; readonly max: number };

/** A file's header (its first line that is not blank) and its rows, numbered as a spreadsheet numbers them. */
export interface SheetLines {
  readonly headers: readonly string[];
  readonly rows: readonly SheetRow[];
}

/** The size bound, checked before a byte is decoded. */
export function fileSizeProblem(bytes: number, bounds: SheetBounds = SHEET_BOUNDS): SheetProblem | null {
  return bytes > bounds.fileBytes ? { code: 'FILE_TOO_LARGE', bytes, max: bounds.fileBytes } : null;
}

/** The bound of a workbook's parts once unzipped (as its ZIP's directory gives them), checked before one is unzipped. */
export function workbookSizeProblem(unzippedBytes: number, bounds: SheetBounds = SHEET_BOUNDS): SheetProblem | null {
  return unzippedBytes > bounds.workbookBytes ? { code: 'FILE_WORKBOOK_TOO_LARGE', bytes: unzippedBytes, max: bounds.workbookBytes } : null;
}

/** Gathers a file's lines one by one: blank lines counted but left out, the header found, the bounds checked. */
class SheetGatherer {
  private headers: readonly string[] | null = null;
  private readonly rows: SheetRow[] = [];

  constructor(private readonly bounds: SheetBounds) {}

  /** `columns`: the line's cells, of which `cells` holds at most the bound's number; `chars`: its length. */
  add(line: number, cells: readonly string[], columns: number, chars: number): SheetProblem | null {
    if (cells.every((cell) => cell.trim() === '')) return this.blank(line, columns, chars);
    const problem = this.bounded(line, columns, chars);
    if (problem) return problem;
    if (this.headers === null) this.headers = cells.map((cell) => cell.trim());
    else if (this.rows.length === this.bounds.rows) return { code: 'FILE_TOO_MANY_ROWS', max: this.bounds.rows };
    else this.rows.push({ line, cells });
    return null;
  }

  /** A line with no text in its cells: bounded too, never a row. */
  blank(line: number, columns: number, chars: number): SheetProblem | null {
    return this.bounded(line, columns, chars);
  }

  finish(): Result<SheetLines, SheetProblem> {
    return this.headers === null ? err({ code: 'FILE_EMPTY' }) : ok({ headers: this.headers, rows: this.rows });
  }

  private bounded(line: number, columns: number, chars: number): SheetProblem | null {
    if (columns > this.bounds.columns) return { code: 'FILE_TOO_MANY_COLUMNS', line, columns, max: this.bounds.columns };
    if (chars > this.bounds.lineChars) return { code: 'FILE_LINE_TOO_LONG', line, chars, max: this.bounds.lineChars };
    return null;
  }
}

/** A workbook's lines (already cells), under the same bounds as a text's; a line's length is its cells' and the tabs between them. */
export function gatherSheetLines(lines: readonly (readonly string[])[], bounds: SheetBounds = SHEET_BOUNDS): Result<SheetLines, SheetProblem> {
  const gatherer = new SheetGatherer(bounds);
  for (let i = 0; i < lines.length; i += 1) {
    const cells = lines[i]!;
    const chars = cells.reduce((sum, cell) => sum + cell.length, Math.max(0, cells.length - 1));
    const problem = gatherer.add(i + 1, cells.slice(0, bounds.columns), cells.length, chars);
    if (problem) return err(problem);
  }
  return gatherer.finish();
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;

/**
 * The lines of a spreadsheet's text, as spreadsheets write them: cells between `separator`s, a
 * cell in quotes holding separators, line breaks and doubled quotes; lines ending at CR LF, LF or
 * CR. Lenient as spreadsheets are: spaces between a closing quote and what follows it are left out,
 * and a quote inside a quoted cell that is neither doubled nor closing is kept as it is.
 *
 * A quote that opens a cell and is never closed would make the rest of the file one cell; one
 * closed only by the quotes of a later line (a quoted cell that spans a line break and holds such
 * a stray quote) would silently join lines. Both are refused, naming the line where the quote opens.
 */
export function readSheetText(text: string, separator: SheetSeparator, bounds: SheetBounds = SHEET_BOUNDS): Result<SheetLines, SheetProblem> {
  const sep = separator.charCodeAt(0);
  const n = text.length;
  const gatherer = new SheetGatherer(bounds);
  let at = 0;
  let line = 0;
  while (at < n) {
    line += 1;
    const start = at;
    // A blank line (only separators and spaces) is counted and passed over without making its
    // cells: files that Excel wrote with formatted empty rows hold hundreds of thousands of them.
    let blankEnd = at;
    let separators = 0;
    for (let c = text.charCodeAt(blankEnd); blankEnd < n && (c === sep || c === SPACE || c === TAB); c = text.charCodeAt(++blankEnd)) if (c === sep) separators += 1;
    if (blankEnd === n || text.charCodeAt(blankEnd) === CR || text.charCodeAt(blankEnd) === LF) {
      const problem = gatherer.blank(line, separators + 1, blankEnd - start);
      if (problem) return err(problem);
      at = blankEnd < n ? blankEnd + (text.charCodeAt(blankEnd) === CR && text.charCodeAt(blankEnd + 1) === LF ? 2 : 1) : n;
      continue;
    }
    const cells: string[] = [];
    let columns = 0;
    let end: number;
    for (;;) {
      let cell: string;
      if (text.charCodeAt(at) === QUOTE) {
        const from = at + 1;
        let doubled = false;
        let stray = false;
        let q = from;
        for (;;) {
          q = text.indexOf('"', q);
          if (q === -1) return err({ code: 'FILE_QUOTE_UNCLOSED', line });
          if (text.charCodeAt(q + 1) === QUOTE) {
            doubled = true;
            q += 2;
            continue;
          }
          // Closing when only spaces stand between it and a separator, a line break or the end.
          let after = q + 1;
          while (after < n && isSpace(text.charCodeAt(after), sep)) after += 1;
          const next = after < n ? text.charCodeAt(after) : -1;
          if (next === -1 || next === sep || next === CR || next === LF) break;
          stray = true;
          q += 1;
        }
        const raw = text.slice(from, q);
        if (stray && (raw.includes('\n') || raw.includes('\r'))) return err({ code: 'FILE_QUOTE_UNCLOSED', line });
        // A line already past a bound is refused: its cells are not made (a cell of ten million
        // doubled quotes would take the longest).
        cell = doubled && columns < bounds.columns && q - start < bounds.lineChars ? raw.replaceAll('""', '"') : raw;
        at = q + 1;
        while (at < n && isSpace(text.charCodeAt(at), sep)) at += 1;
      } else {
        let stop = at;
        while (stop < n) {
          const c = text.charCodeAt(stop);
          if (c === sep || c === CR || c === LF) break;
          stop += 1;
        }
        cell = text.slice(at, stop);
        at = stop;
      }
      columns += 1;
      if (columns <= bounds.columns) cells.push(cell);
      if (at < n && text.charCodeAt(at) === sep) {
        at += 1;
        continue;
      }
      end = at;
      if (at < n) at += text.charCodeAt(at) === CR && text.charCodeAt(at + 1) === LF ? 2 : 1;
      break;
    }
    const problem = gatherer.add(line, cells, columns, end - start);
    if (problem) return err(problem);
  }
  return gatherer.finish();
}

/** A space a closing quote may be followed by: a space, or a tab where the tab does not separate cells. */
const isSpace = (c: number, sep: number): boolean => (c === SPACE || c === TAB) && c !== sep;
