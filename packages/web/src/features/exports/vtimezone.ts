// The VTIMEZONE of an iCalendar file (RFC 5545 section 3.6.5), written from the zone's own rules
// as Temporal knows them: the offset in force when the range starts, then each change of offset
// until it ends, each as a STANDARD or DAYLIGHT part (DAYLIGHT when the new offset is ahead of the
// zone's smallest in the range). A calendar app reads the events' local times with it, even one
// that does not know the zone's name.
import { Temporal } from 'temporal-polyfill';

const offsetText = (nanoseconds: number): string => {
  const minutes = Math.round(nanoseconds / 60e9);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

const localText = (date: Temporal.PlainDateTime): string =>
  `${String(date.year).padStart(4, '0')}${String(date.month).padStart(2, '0')}${String(date.day).padStart(2, '0')}T${String(date.hour).padStart(2, '0')}${String(date.minute).padStart(2, '0')}${String(date.second).padStart(2, '0')}`;

/** The zone's VTIMEZONE for the instants from `from` to `to`, lines ended by CRLF (no trailing one). */
export function vtimezone(timeZone: string, from: Temporal.Instant, to: Temporal.Instant): string {
  const start = from.toZonedDateTimeISO(timeZone);
  const changes: { at: Temporal.ZonedDateTime; before: number; after: number }[] = [];
  let previous = start.offsetNanoseconds;
  for (let next = start.getTimeZoneTransition('next'); next !== null && Temporal.Instant.compare(next.toInstant(), to) <= 0; next = next.getTimeZoneTransition('next')) {
    changes.push({ at: next, before: previous, after: next.offsetNanoseconds });
    previous = next.offsetNanoseconds;
  }
  const smallest = Math.min(start.offsetNanoseconds, ...changes.map((c) => c.after));
  const part = (kind: 'STANDARD' | 'DAYLIGHT', local: Temporal.PlainDateTime, before: number, after: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${localText(local)}`,
    `TZOFFSETFROM:${offsetText(before)}`,
    `TZOFFSETTO:${offsetText(after)}`,
    `END:${kind}`,
  ];
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...part(start.offsetNanoseconds > smallest ? 'DAYLIGHT' : 'STANDARD', start.toPlainDateTime().round({ smallestUnit: 'second', roundingMode: 'floor' }), start.offsetNanoseconds, start.offsetNanoseconds),
    // A change's local start is the wall time just before it, in the offset it leaves (RFC 5545).
    ...changes.flatMap((c) => part(c.after > smallest ? 'DAYLIGHT' : 'STANDARD', c.at.toPlainDateTime().subtract({ nanoseconds: c.after - c.before }), c.before, c.after)),
    'END:VTIMEZONE',
  ];
  return lines.join('\r\n');
}
