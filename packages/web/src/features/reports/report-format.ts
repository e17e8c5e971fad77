// The reports' started and finished times: date and time in the active language, in the
// business's time zone (DECISIONS 3 and 7).
import type { Temporal } from 'temporal-polyfill';

export function formatInstant(instant: Temporal.Instant, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant.epochMilliseconds));
}
