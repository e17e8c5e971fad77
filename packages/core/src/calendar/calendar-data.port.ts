// What the calendar's screens read of the business's calendar: the month (its table), each team's
// load of a week, a team's day sheet. The calendar is a large answer (a year of visits of every
// client), so it is read and kept where it does not hold the page's thread (CalendarDataService
// does the work; the app runs it in a worker), and the screens ask for what they show. Only plain
// data crosses: numbers, strings, typed arrays and plain objects.
import type { Credentials, UserId } from '../account/user.entity';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { CalendarTable } from './calendar-table';
import type { DaySheetStop } from './day-sheet.rules';
import type { TeamLoad } from './team-load.rules';

export interface TeamLoadQuery {
  /** The days (yyyymmdd), one after the other. */
  readonly days: readonly number[];
  /** The minutes the business is open on each. */
  readonly openMinutes: readonly number[];
}

export interface DaySheetQuery {
  /** The day (yyyymmdd). */
  readonly day: number;
  /** The team; null for the clients without a team. */
  readonly teamId: string | null;
}

export interface CalendarData {
  /** The calendar as columns of numbers, its clients by name. */
  calendar(credentials: Credentials, ownerId: UserId): Promise<Result<CalendarTable, ApiFailure>>;
  /** Each team's hours booked per day against the business's open hours (the week view of the load). */
  teamLoad(credentials: Credentials, ownerId: UserId, query: TeamLoadQuery): Promise<Result<TeamLoad, ApiFailure>>;
  /** A team's stops of a day, by time, with their services: the printable day sheet. */
  daySheet(credentials: Credentials, ownerId: UserId, query: DaySheetQuery): Promise<Result<readonly DaySheetStop[], ApiFailure>>;
}
