// The clients calls of 001 section 7: the clients, their visits and services, and the team's visits
// for the conflict check. The same group of the API carries the calendar and the task reports,
// whose ports are their contexts' own (CalendarApi, ReportsApi): a use case takes the ones it
// uses, and one adapter may answer all three.
import type { Temporal } from 'temporal-polyfill';
import type { Credentials, UserId } from '../account/user.entity';
import type { ServiceItem } from '../services/service-item';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure } from '../shared/failures';
import type { ReadOptions } from '../shared/kept-answer';
import type { Result } from '../shared/result';
import type { Recurrence } from '../scheduling/recurrence.rules';
import type { Client, ClientInput, ClientSchedule, PendingClient, TeamClient, TeamClientVisits } from './client.entity';

export interface NewClient extends ClientInput {
  readonly teamId: string;
  /** May be empty: a client can be registered first and scheduled later. */
  readonly visits: readonly Temporal.PlainDateTime[];
  /** The visits' recurrence; null without visits. */
  readonly recurrence: Recurrence | null;
}

export interface ServicesAttachment {
  readonly items: readonly ServiceItem[];
  readonly discountPercent: number;
  readonly totalCents: number;
  readonly clientEmail: string;
}

export interface ClientsApi {
  /**
   * The business's clients. An adapter may keep its last answer and answer it again, the same
   * array, while the list has not changed; with `fresh` it does not answer one it kept without checking.
   */
  list(credentials: Credentials, ownerId: UserId, options?: ReadOptions): Promise<Result<readonly Client[], ApiFailure>>;
  /** Clients with visits pending today (handle-issues). */
  pendingToday(credentials: Credentials, userId: UserId): Promise<Result<readonly PendingClient[], ApiFailure>>;
  update(credentials: Credentials, clientId: string, input: ClientInput): Promise<Result<Ack, ApiFailure>>;
  teamVisits(credentials: Credentials, teamId: string): Promise<Result<readonly TeamClientVisits[], ApiFailure>>;
  /** The same call read for its clients only: who the team visits, without reading a year of visits. */
  teamClients(credentials: Credentials, teamId: string): Promise<Result<readonly TeamClient[], ApiFailure>>;
  create(credentials: Credentials, ownerId: UserId, client: NewClient): Promise<Result<Ack, ApiFailure>>;
  schedule(credentials: Credentials, clientId: string): Promise<Result<ClientSchedule, ApiFailure>>;
  deleteVisit(credentials: Credentials, clientId: string, visitId: string): Promise<Result<Ack, ApiFailure>>;
  deleteAttachedService(credentials: Credentials, attachedServiceId: string): Promise<Result<Ack, ApiFailure>>;
  addVisits(credentials: Credentials, clientId: string, visits: readonly Temporal.PlainDateTime[], recurrence: Recurrence): Promise<Result<Ack, ApiFailure>>;
  deleteClient(credentials: Credentials, clientId: string): Promise<Result<Ack, ApiFailure>>;
  changeTeam(credentials: Credentials, clientId: string, teamId: string): Promise<Result<Ack, ApiFailure>>;
  moveVisit(credentials: Credentials, clientId: string, visitId: string, start: Temporal.PlainDateTime): Promise<Result<Ack, ApiFailure>>;
  attachServices(credentials: Credentials, ownerId: UserId, clientId: string, attachment: ServicesAttachment): Promise<Result<Ack, ApiFailure>>;
}
