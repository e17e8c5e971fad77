// Intl formatters built once per language and options, then shared. Building one costs far more
// than formatting with it: the calendar built one per visit shown, 175 ms of its load on a
// phone-speed CPU (4x slowdown) with the demo data.
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
