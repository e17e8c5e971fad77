// The reports' started and finished times: date and time in the active language, in the
// business's time zone (spec decisions 3 and 7).
import type { Temporal } from 'temporal-polyfill';
import { dateFormat } from '../../shared/intl-formats';

export function formatInstant(instant: Temporal.Instant, language: string, timeZone: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(instant.epochMilliseconds));
}
