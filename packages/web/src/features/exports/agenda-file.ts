// The agenda as an iCalendar file, written with ical-generator: one event per visit,
// its UID stable across files (a second import updates the events), its start and end in the
// business's time zone with that zone's VTIMEZONE, the client's address as its place (and its
// coordinates as GEO), a cancelled visit as a cancelled event. Loaded only when a file is asked for.
// Every text comes from the API, which may be another than the mock server and hold anything: a
// line break in a name must not start a property or an event of its own. ical-generator escapes
// SUMMARY, DESCRIPTION and LOCATION (backslash, ';', ',', line breaks as \n) and folds every line
// at 75 octets; it writes the calendar's name and the UIDs as they are, and keeps control
// characters everywhere. Those gaps are filled here.
import type { AgendaEvent } from '@fieldteam/core';
import ical, { ICalEventStatus } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { vtimezone } from './vtimezone';

export interface AgendaFile {
  /** The calendar's name, as the app shows it. */
  readonly name: string;
  readonly timeZone: string;
  readonly events: readonly AgendaEvent[];
  /** When the file is made (every event's DTSTAMP). */
  readonly now: Temporal.Instant;
  /** The text of an event's description: its team and the client's phone. */
  readonly describe: (event: AgendaEvent) => string;
}

// eslint-disable-next-line no-control-regex -- RFC 5545's CONTROL characters (tab, CR and LF aside) are what it removes
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** A surrogate without its pair: no UTF-8 for it (TextEncoder would write U+FFFD). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text as a TEXT value may hold it, before escaping: no control character but tab, every line break a single LF. */
export const textValue = (text: string): string => text.replace(LONE_SURROGATE, '\ufffd').replace(CONTROL, '').replace(/\r\n?/g, '\n');

/** A TEXT value escaped (RFC 5545 3.3.11), for the properties ical-generator writes as they are. */
export const escapedText = (text: string): string =>
  textValue(text)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');

const UTF8 = new TextEncoder();
const percentEncoded = (c: string): string => Array.from(UTF8.encode(c), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * A UID of letters, digits and `@ . _ ~ -` only: anything else percent-encoded as UTF-8 (`%`
 * included, so two ids never meet). An id made of those characters, as every id the app makes,
 * keeps the UID it always had; decodeURIComponent gives the original back.
 */
export const safeUid = (uid: string): string => uid.replace(LONE_SURROGATE, '\ufffd').replace(/[^A-Za-z0-9@._~-]/gu, percentEncoded);

export function agendaFile({ name, timeZone, events, now, describe }: AgendaFile): string {
  const first = events[0]?.start.toInstant() ?? now;
  const last = events.reduce((latest, e) => (Temporal.Instant.compare(e.start.toInstant(), latest) > 0 ? e.start.toInstant() : latest), first);
  const calendar = ical({
    name: escapedText(name),
    prodId: { company: 'Fieldteam', product: 'Agenda', language: 'EN' },
    timezone: { name: null, generator: (zone) => vtimezone(zone, first.subtract({ hours: 24 }), last.add({ hours: 48 })) },
  });
  const stamp = now.toZonedDateTimeISO('UTC');
  for (const event of events) {
    const place = textValue(event.location ?? '');
    const geo = event.geo && Number.isFinite(event.geo.latitude) && Number.isFinite(event.geo.longitude) ? { lat: event.geo.latitude, lon: event.geo.longitude } : null;
    // A place with coordinates is titled by its address, or the client's name; with no text at all, GEO alone.
    const title = place || textValue(event.clientName);
    calendar.createEvent({
      id: safeUid(event.uid),
      start: event.start,
      end: event.start.add({ minutes: event.minutes }),
      timezone: timeZone,
      stamp,
      summary: textValue(event.clientName),
      description: textValue(describe(event)),
      location: geo ? (title ? { title, geo } : { geo }) : place || null,
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545 3.1).
  return `${calendar.toString()}\r\n`;
}
