// The calendar call of 001 section 7 (company/calendar/data): every client with its team,
// recurrence and visits, for the month grid. The HTTP adapter of the clients group answers it, as
// entries whose visits are day keys and minutes (calendar-table.ts).
import type { Credentials, UserId } from '../account/user.entity';
import type { ApiFailure } from '../shared/failures';
import type { ReadOptions } from '../shared/kept-answer';
import type { Result } from '../shared/result';
import type { CalendarEntry } from './calendar-table';

export interface TeamDetails {
  readonly id: string;
  readonly name: string;
  readonly leader: { readonly id: string; readonly name: string } | null;
  readonly members: readonly { readonly id: string; readonly name: string }[];
}

export interface CalendarApi {
  /**
   * The calendar. An adapter may keep its last answer and answer it again, the same array, while
   * the calendar has not changed; with `fresh` it does not answer one it kept without checking.
   */
  calendar(credentials: Credentials, ownerId: UserId, options?: ReadOptions): Promise<Result<readonly CalendarEntry[], ApiFailure>>;
}
