// Intl formatters built once per language and options, then shared. Building one costs far more
// than formatting with it: the calendar once built one per visit shown (ADR 0030).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (language: string, options: object) => `${language}\u0000${JSON.stringify(options)}`;

/** The shared Intl.DateTimeFormat for `language` and `options`. */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(language, options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, options)));
  return format;
}

/** The shared Intl.NumberFormat for `language` and `options`. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(language, options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(language, options)));
  return format;
}

/**
 * Pays the start-up of date formatting ahead of need: a browser's first Intl.DateTimeFormat,
 * whatever its options, loads the locale's calendar data, and each one more costs far less
 * (ADR 0035). Run in idle time while a page's code downloads, so that a screen that shows dates
 * (the calendar, the road, the reports) draws without it.
 */
export function warmUpDateFormatting(language: string): void {
  dateFormat(language, {}).format(0);
}
