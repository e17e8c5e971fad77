// CSV for spreadsheets (RFC 4180 quoting). Where the language writes decimals with a comma, the
// fields are separated by semicolons, as spreadsheets set to that language expect; a byte-order
// mark tells them it is UTF-8. A text a spreadsheet would run as a formula is written with a
// leading apostrophe: a client's name is never code (ADR 0040).

/** Tab and carriage return start a formula in some spreadsheets; they are also blank, so they are tested first. */
const CONTROL_START = /^[\t\r]/;
/** The four signs; a character is compared in its NFKC form, so ＝ (U+FF1D) and ﹦ (U+FE66) count as =. */
const FORMULA_SIGN = /^[=+\-@]/;

/**
 * Whether a spreadsheet could read the text as a formula: it begins with tab or carriage return,
 * or its first non-blank character is one of the four signs or a form of one (a spreadsheet may
 * trim the blanks in front, and some read the full-width forms as the signs themselves).
 */
function mayRunAsFormula(text: string): boolean {
  // Most cells start with a plain ASCII letter or digit, which is its own NFKC form: no need to normalise.
  const code = text.charCodeAt(0);
  if (code > 0x20 && code < 0x7f && code !== 0x3d && code !== 0x2b && code !== 0x2d && code !== 0x40) return false;
  if (CONTROL_START.test(text)) return true;
  const first = text.trimStart().codePointAt(0);
  return first !== undefined && FORMULA_SIGN.test(String.fromCodePoint(first).normalize('NFKC'));
}

/** The text as a cell that cannot run: an apostrophe in front when it might. */
const defusedText = (text: string): string => (mayRunAsFormula(text) ? `'${text}` : text);

/** ';' for languages with a decimal comma, ',' for the others. */
export function csvSeparator(language: string): ',' | ';' {
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? ';' : ',';
}

export type CsvCell = string | number | null;

/** One number format per language: making one costs far more than using it, and an export writes thousands. */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
function numberText(value: number, language: string): string {
  let format = NUMBER_FORMATS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 6 });
    NUMBER_FORMATS.set(language, format);
  }
  return format.format(value);
}

/** A cell is quoted when it holds the separator, a quote or a line break. */
const NEEDS_QUOTES: Readonly<Record<string, RegExp>> = { ',': /[,"\r\n]/, ';': /[;"\r\n]/, '\t': /[\t"\r\n]/ };

function cell(value: CsvCell, separator: string, language: string): string {
  if (value === null) return '';
  // Numbers keep the language's decimal mark and no grouping, so that spreadsheets read them as numbers.
  const text = typeof value === 'number' ? numberText(value, language) : defusedText(value);
  return (NEEDS_QUOTES[separator] ?? /["\r\n]/).test(text) || text.includes(separator) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The byte-order mark that starts every CSV file: it tells spreadsheets the text is UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One row as a CSV line in the language's format (its separator unless told), without its line end. */
export function csvLineWriter(language: string, separator: string = csvSeparator(language)): (row: readonly CsvCell[]) => string {
  return (row) => {
    let line = '';
    for (let i = 0; i < row.length; i += 1) line += i === 0 ? cell(row[i]!, separator, language) : separator + cell(row[i]!, separator, language);
    return line;
  };
}

/**
 * The rows as a CSV file's text, lines ended by CRLF, separated by the language's separator or by
 * `separator` (a file written back the way the person's own was: tab, ';' or ',').
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], language: string, separator?: string): string {
  const line = csvLineWriter(language, separator);
  return `${CSV_BOM}${rows.map(line).join('\r\n')}\r\n`;
}
