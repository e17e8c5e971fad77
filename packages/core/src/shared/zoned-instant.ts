// An instant written for a file a person reads anywhere: as the business's clocks showed it, to the
// second, with their offset from UTC ("2026-12-06T21:30:00-03:00"), so that a spreadsheet opened in
// another zone shows the business's day and hour and still names the instant exactly.
import type { Temporal } from 'temporal-polyfill';

/** The instant in `timeZone`, ISO 8601 to the second (its fraction dropped, never rounded up into the next second) with the offset. */
export function zonedInstantText(instant: Temporal.Instant, timeZone: string): string {
  return instant.toZonedDateTimeISO(timeZone).toString({ smallestUnit: 'second', roundingMode: 'trunc', timeZoneName: 'never' });
}
