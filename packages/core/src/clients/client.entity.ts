// A client of the business (001 section 3), the visits scheduled for them, the services attached
// to them, and the contact the calendar and the reports show. Dates and times are the business's
// local wall time (Temporal.PlainDate / PlainDateTime): the wire carries no time zone.
import type { Temporal } from 'temporal-polyfill';
import type { Address } from '../account/user.entity';
import type { Recurrence } from '../scheduling/recurrence.rules';
import type { VisitStatus } from '../visits/visit.rules';

/** The team a client is assigned to, as the client screens show it. */
export interface TeamSummary {
  readonly id: string;
  readonly name: string;
  readonly leaderName: string | null;
  readonly memberNames: readonly string[];
}

export interface Client {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly docId: string | null;
  readonly birthday: Temporal.PlainDate | null;
  readonly address: Address | null;
  readonly team: TeamSummary | null;
  /** How long a visit to this client takes ("service duration"), in minutes. */
  readonly serviceMinutes: number | null;
  readonly createdById: string | null;
  readonly createdAt: string | null;
}

/** The client fields a form edits. */
export interface ClientInput {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly docId: string;
  readonly birthday: Temporal.PlainDate | null;
  readonly address: Address | null;
  readonly serviceMinutes: number | null;
}

/** One scheduled visit (a "todo" / schedule entry). */
export interface ScheduledVisit {
  readonly id: string;
  readonly start: Temporal.PlainDateTime;
  readonly status: VisitStatus;
}

/** A service attached to a client (from the company catalogue, at the price agreed). */
export interface AttachedService {
  readonly id: string;
  readonly serviceId: string;
  readonly name: string;
  readonly value: number;
}

/** What the client detail shows: attached services and the schedule. */
export interface ClientSchedule {
  readonly services: readonly AttachedService[];
  /** The client's discount in percent (0 without one), applied to the total of its services. */
  readonly discountPercent: number;
  readonly visits: readonly ScheduledVisit[];
  readonly recurrence: Recurrence | null;
}

/** A team's existing visits, per client, for the conflict check. */
/** A client a team visits, with how long a visit to them takes (the road plans its day with it). */
export type TeamClient = Pick<TeamClientVisits, 'clientId' | 'clientName' | 'serviceMinutes'>;

export interface TeamClientVisits {
  readonly clientId: string;
  readonly clientName: string;
  readonly serviceMinutes: number | null;
  readonly visits: readonly ScheduledVisit[];
}

/** The client part of a calendar record or report. */
export interface ClientContact {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly address: Address | null;
}

/** A client with visits still pending today (the "issues" that bring up the road card). */
export interface PendingClient {
  readonly clientId: string;
  readonly name: string;
  readonly pendingVisits: number;
}

export const minutesToDuration = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
