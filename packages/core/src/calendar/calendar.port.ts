// The calendar call of 001 section 7 (company/calendar/data): every client's record with its team,
// recurrence and visits, for the month grid. The HTTP adapter of the clients group answers it.
import type { Credentials, UserId } from '../account/user.entity';
import type { ClientContact, ScheduledVisit } from '../clients/client.entity';
import type { Recurrence } from '../scheduling/recurrence.rules';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';

export interface TeamDetails {
  readonly id: string;
  readonly name: string;
  readonly leader: { readonly id: string; readonly name: string } | null;
  readonly members: readonly { readonly id: string; readonly name: string }[];
}

/** One client's row of the monthly calendar (001: clientInfo, teamInfo, period, status, schedule). */
export interface CalendarRecord {
  readonly client: ClientContact;
  readonly team: TeamDetails | null;
  readonly recurrence: Recurrence | null;
  readonly visits: readonly ScheduledVisit[];
}

export interface CalendarApi {
  calendar(credentials: Credentials, ownerId: UserId): Promise<Result<readonly CalendarRecord[], ApiFailure>>;
}
