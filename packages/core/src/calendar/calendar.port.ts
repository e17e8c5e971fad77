// The calendar call of 001 section 7 (company/calendar/data): every client with its team,
// recurrence and visits, for the month grid. The HTTP adapter of the clients group answers it, as
// entries whose visits are day keys and minutes (calendar-table.ts), and revalidates it by its ETag.
import type { Credentials, UserId } from '../account/user.entity';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Revalidated } from '../shared/revalidated';
import type { CalendarEntry } from './calendar-table';

export interface TeamDetails {
  readonly id: string;
  readonly name: string;
  readonly leader: { readonly id: string; readonly name: string } | null;
  readonly members: readonly { readonly id: string; readonly name: string }[];
}

export interface CalendarApi {
  /** The calendar; given the ETag of the last answer, unchanged when it still is. */
  calendar(credentials: Credentials, ownerId: UserId, etag?: string | null): Promise<Result<Revalidated<readonly CalendarEntry[]>, ApiFailure>>;
}
