// The agenda as an iCalendar file (issue 26), written with ical-generator: one event per visit,
// its UID stable across files (a second import updates the events), its start and end in the
// business's time zone with that zone's VTIMEZONE, the client's address as its place (and its
// coordinates as GEO), a cancelled visit as a cancelled event. Loaded only when a file is asked for.
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

export function agendaFile({ name, timeZone, events, now, describe }: AgendaFile): string {
  const first = events[0]?.start.toInstant() ?? now;
  const last = events.reduce((latest, e) => (Temporal.Instant.compare(e.start.toInstant(), latest) > 0 ? e.start.toInstant() : latest), first);
  const calendar = ical({
    name,
    prodId: { company: 'Fieldteam', product: 'Agenda', language: 'EN' },
    timezone: { name: null, generator: (zone) => vtimezone(zone, first.subtract({ hours: 24 }), last.add({ hours: 48 })) },
  });
  const stamp = now.toZonedDateTimeISO('UTC');
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.start.add({ minutes: event.minutes }),
      timezone: timeZone,
      stamp,
      summary: event.clientName,
      description: describe(event),
      location: event.location,
      ...(event.geo ? { location: { title: event.location ?? event.clientName, geo: { lat: event.geo.latitude, lon: event.geo.longitude } } } : {}),
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
