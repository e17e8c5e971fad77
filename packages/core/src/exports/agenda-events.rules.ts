// The visits an iCalendar file carries: a team's, a person's (the teams they lead or
// belong to) or a client's, in a range of days of the business's calendar, each with a UID made
// of its visit's id, so that importing a second file into a calendar app updates the events
// instead of adding them again, its start in the business's time zone, its length (the client's
// service duration, an hour without one) and the client's address as its place.
import { type Temporal } from 'temporal-polyfill';
import type { CalendarEntry } from '../calendar/calendar-table';
import { dayKeyOf, plainDateOfKey } from '../shared/day-key';
import { visitMinutes } from '../scheduling/conflict.policy';
import type { VisitStatus } from '../visits/visit.rules';

export type AgendaScope = { readonly kind: 'team'; readonly teamId: string } | { readonly kind: 'person'; readonly personId: string } | { readonly kind: 'client'; readonly clientId: string };

/** A client the agenda can be made for, as its list offers it: its id and name. */
export interface AgendaChoice {
  readonly id: string;
  readonly name: string;
}

export interface AgendaRange {
  readonly from: Temporal.PlainDate;
  /** The last day, included. */
  readonly to: Temporal.PlainDate;
}

export interface AgendaEvent {
  /** Stable: the same visit has the same UID in every file. */
  readonly uid: string;
  readonly start: Temporal.ZonedDateTime;
  readonly minutes: number;
  readonly clientName: string;
  readonly clientPhone: string;
  readonly location: string | null;
  readonly geo: { readonly latitude: number; readonly longitude: number } | null;
  readonly teamName: string | null;
  readonly status: VisitStatus;
}

/** The UID of a visit's event: its id, under the product's name (RFC 5545 UIDs are global). */
export const visitUid = (visitId: string): string => `${visitId}@fieldteam`;

const inScope = (record: CalendarEntry, scope: AgendaScope): boolean => {
  switch (scope.kind) {
    case 'client':
      return record.client.id === scope.clientId;
    case 'team':
      return record.team?.id === scope.teamId;
    case 'person':
      return record.team !== null && (record.team.leader?.id === scope.personId || record.team.members.some((m) => m.id === scope.personId));
  }
};

/** The events of the scope's visits whose day (in the business's zone) is in the range, by start. */
export function agendaEvents(
  records: readonly CalendarEntry[],
  serviceMinutes: ReadonlyMap<string, number | null>,
  scope: AgendaScope,
  range: AgendaRange,
  timeZone: string,
): AgendaEvent[] {
  const events: AgendaEvent[] = [];
  const [from, to] = [dayKeyOf(range.from), dayKeyOf(range.to)];
  for (const record of records) {
    if (!inScope(record, scope)) continue;
    for (const visit of record.visits) {
      if (visit.day < from || visit.day > to) continue;
      const address = record.client.address;
      events.push({
        uid: visitUid(visit.id),
        start: plainDateOfKey(visit.day).toPlainDateTime({ hour: Math.floor(visit.minute / 60), minute: visit.minute % 60 }).toZonedDateTime(timeZone),
        minutes: visitMinutes(serviceMinutes.get(record.client.id) ?? null),
        clientName: record.client.name,
        clientPhone: record.client.phone,
        location: address?.description ?? null,
        geo: address && address.latitude !== null && address.longitude !== null ? { latitude: address.latitude, longitude: address.longitude } : null,
        teamName: record.team?.name ?? null,
        status: visit.status,
      });
    }
  }
  return events.sort((a, b) => a.start.epochMilliseconds - b.start.epochMilliseconds || a.uid.localeCompare(b.uid));
}
