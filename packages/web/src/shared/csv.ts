// CSV for spreadsheets (RFC 4180 quoting). Where the language writes decimals with a comma, the
// fields are separated by semicolons, as spreadsheets set to that language expect; a byte-order
// mark tells them it is UTF-8. A text a spreadsheet would run as a formula (=, +, -, @, tab,
// carriage return first) is written with a leading apostrophe: a client's name is never code.
const FORMULA_START = /^[=+\-@\t\r]/;

/** ';' for languages with a decimal comma, ',' for the others. */
export function csvSeparator(language: string): ',' | ';' {
  const decimal = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return decimal === ',' ? ';' : ',';
}

export type CsvCell = string | number | null;

function cell(value: CsvCell, separator: string, language: string): string {
  if (value === null) return '';
  // Numbers keep the language's decimal mark and no grouping, so that spreadsheets read them as numbers.
  const text = typeof value === 'number' ? new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 2 }).format(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as a CSV file's text, lines ended by CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[], language: string): string {
  const separator = csvSeparator(language);
  return `\uFEFF${rows.map((row) => row.map((value) => cell(value, separator, language)).join(separator)).join('\r\n')}\r\n`;
}
