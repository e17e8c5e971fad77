// CSV for spreadsheets (RFC 4180 quoting), with a byte-order mark that tells them it is UTF-8. The
// one writer of every CSV file the app makes. A file may be opened with another separator than
// the one it was written with (a spreadsheet reads with its own region's), so it is written to be
// safe under any of them:
// - a cell is quoted when it holds a comma, a semicolon, a tab, a quote or a line break, whatever
//   the file's separator;
// - a text a spreadsheet could read as a formula gets an apostrophe where that field would start:
//   at the text's start, and after each comma, semicolon, tab or line break in it, since a
//   spreadsheet splitting at that character starts a field there. A client's name is never code.
// Numbers are written with the decimal mark that goes with the separator: a comma with ';' (the
// separator of regions that write decimals with a comma), a point with ','.

/** The separators a person chooses among for a file they download: each a region's spreadsheets' own. */
export type ChosenSeparator = ',' | ';';
export const CHOSEN_SEPARATORS: readonly ChosenSeparator[] = [';', ','];

/** The characters a spreadsheet may split a line into fields at, whichever separator it reads with. */
const SPLITS = /[,;\t\r\n]/;
/** The four signs; a character is compared in its NFKC form, so ＝ (U+FF1D) and ﹦ (U+FE66) count as =. */
const FORMULA_SIGN = /^[=+\-@]/;
/** What a spreadsheet may skip before a field's first character: blanks it trims, and quotes it reads as the field's. */
const LEADING = /^[\s"]+/;

/** Whether a field starting with this text could be read as a formula: its first character past blanks and quotes is a sign, or a form of one. */
function startsFormula(text: string): boolean {
  const first = text.replace(LEADING, '').codePointAt(0);
  return first !== undefined && FORMULA_SIGN.test(String.fromCodePoint(first).normalize('NFKC'));
}

/**
 * The text as a cell that cannot run, under any separator: an apostrophe at its start when it
 * begins with tab or carriage return (which start a formula in some spreadsheets), and at the
 * start of every field a spreadsheet could split off (the text's own, and each after a comma,
 * semicolon, tab or line break) that would begin with a sign. Nothing else changes.
 */
function defusedText(text: string): string {
  // Most cells start with a plain ASCII letter or digit and hold no character a field could start after.
  const code = text.charCodeAt(0);
  const plainStart = code > 0x20 && code < 0x7f && code !== 0x22 && code !== 0x3d && code !== 0x2b && code !== 0x2d && code !== 0x40;
  if (plainStart && !SPLITS.test(text)) return text;
  const fields = text.split(SPLITS);
  let out = '';
  let at = 0;
  for (let i = 0; i < fields.length; i += 1) {
    const field = fields[i]!;
    // The character it was split at (none before the first).
    if (i > 0) out += text[at - 1];
    if ((i === 0 && /^[\t\r]/.test(text)) || (field !== '' && startsFormula(field))) out += "'";
    out += field;
    at += field.length + 1;
  }
  return out;
}

/** ';' for languages and regions with a decimal comma, ',' for the others. */
export function csvSeparator(locale: string): ',' | ';' {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? ';' : ',';
}

/**
 * The separator a spreadsheet in the person's region reads: that of the browser's locale (its
 * region's decimal mark, whatever the app's language), or of the app's language when the browser
 * names none this browser's Intl knows.
 */
export function regionSeparator(regionLocale: string | undefined, language: string): ',' | ';' {
  try {
    if (regionLocale && Intl.NumberFormat.supportedLocalesOf([regionLocale]).length > 0) return csvSeparator(regionLocale);
  } catch {
    // A malformed tag: the language says.
  }
  return csvSeparator(language);
}

export type CsvCell = string | number | null;

/**
 * No grouping, up to six decimals, a point; made once, as an export writes thousands, and at the
 * first number written: a browser's first Intl object loads its locale data, a cost no page should
 * pay while its code is evaluated.
 */
let numberFormat: Intl.NumberFormat | null = null;
const formatNumber = (value: number) => (numberFormat ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 6 })).format(value);

/** The decimal mark of a file: the separator's (see above), or the language's with a tab. */
function decimalMark(separator: string, language: string): '.' | ',' {
  if (separator === ';') return ',';
  if (separator === ',') return '.';
  return csvSeparator(language) === ';' ? ',' : '.';
}

/** A cell is quoted when a spreadsheet could split it or read a quote in it, whatever the separator. */
const NEEDS_QUOTES = /[,;\t"\r\n]/;

function cell(value: CsvCell, decimal: '.' | ','): string {
  if (value === null) return '';
  // Numbers stay numbers for spreadsheets: no grouping, the file's decimal mark.
  const text = typeof value === 'number' ? (decimal === '.' ? formatNumber(value) : formatNumber(value).replace('.', ',')) : defusedText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The byte-order mark that starts every CSV file: it tells spreadsheets the text is UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One row as a CSV line, its separator the language's unless told, without its line end. */
export function csvLineWriter(language: string, separator: string = csvSeparator(language)): (row: readonly CsvCell[]) => string {
  const decimal = decimalMark(separator, language);
  return (row) => {
    let line = '';
    for (let i = 0; i < row.length; i += 1) line += i === 0 ? cell(row[i]!, decimal) : separator + cell(row[i]!, decimal);
    return line;
  };
}

/**
 * The rows as a CSV file's text, lines ended by CRLF, separated by the language's separator or by
 * `separator` (one chosen, or a file written back the way the person's own was: tab, ';' or ',').
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], language: string, separator?: string): string {
  const line = csvLineWriter(language, separator);
  return `${CSV_BOM}${rows.map(line).join('\r\n')}\r\n`;
}
