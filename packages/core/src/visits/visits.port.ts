// The visit calls of 001 section 7: the road screen's clients with pending work, start ("Avisar
// cliente": notify/started), cancel, finish, and the calendar's finish variant.
import type { Address, Credentials, UserId } from '../account/user.entity';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';

export interface CalendarFinish {
  readonly clientId: string;
  readonly ownerId: UserId;
  readonly userId: UserId;
  /** "name-surname" of the person finishing. */
  readonly userName: string;
  /** The visit (todo) being finished. */
  readonly visitId: string;
  readonly report: string;
}

/** A client with pending work today, as the road screen lists it (001: clientsWithTodos). */
export interface RoadClient {
  readonly clientId: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly address: Address | null;
  readonly services: readonly { readonly serviceId: string; readonly name: string; readonly value: number }[];
  /** The client's discount in percent (0 without one), applied to the total of its services. */
  readonly discountPercent: number;
  /** The pending visits (todos); the first is the one the road screen works on. */
  readonly visitIds: readonly string[];
  /**
   * When the first of them is booked, the business's local date and time ("2026-12-06T09:30:00",
   * Temporal.PlainDateTime's text, kept as text because the day is kept on the device as JSON);
   * null when the answer gives none. The road keeps the booked times with it (plan-the-road.md).
   */
  readonly visitAt: string | null;
}

export interface VisitRef {
  readonly clientId: string;
  readonly ownerId: UserId;
  /** The visit (todo). */
  readonly visitId: string;
}

/** The road screen's calls. */
export interface RoadVisitsApi {
  /** Clients with visits pending today, with their services (map/services/in). */
  roadClients(credentials: Credentials, userId: UserId): Promise<Result<readonly RoadClient[], ApiFailure>>;
  /** "Avisar cliente": starts the visit, notifies the client; answers the task id. */
  notifyStarted(credentials: Credentials, visit: VisitRef & { readonly userId: UserId; readonly userName: string }): Promise<Result<Ack & { readonly taskId: string }, ApiFailure>>;
  cancel(credentials: Credentials, visit: VisitRef): Promise<Result<Ack, ApiFailure>>;
  finish(credentials: Credentials, visit: VisitRef & { readonly taskId: string; readonly observation: string }): Promise<Result<Ack, ApiFailure>>;
  /**
   * The calendar's "Finalizar serviço" (the notify/started variant that carries the report text):
   * finishes a started visit by its todo, without the task id. The outbox's way to finish a visit
   * whose start reached the server while its answer, and so the task id, was lost.
   */
  finishFromCalendar(credentials: Credentials, finish: CalendarFinish): Promise<Result<Ack, ApiFailure>>;
}

export interface VisitsApi {
  /** The calendar's "Finalizar serviço": the notify/started variant that carries the report text. */
  finishFromCalendar(credentials: Credentials, finish: CalendarFinish): Promise<Result<Ack, ApiFailure>>;
}
