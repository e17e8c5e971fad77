// The business's calendar and reports as the screens read them. Both answers are large (a year of
// visits of every client, every task report), so they are fetched, parsed and kept where they do
// not hold the page's thread (a worker in the app; BusinessDataService in core does the work), once
// per session and revalidated (the server's ETag), and the screens ask for what they show. Only
// plain data crosses: numbers, strings and typed arrays; dates travel as ISO texts or epoch
// milliseconds, and the use cases make Temporal values of what a screen draws.
import type { Credentials, UserId } from '../account/user.entity';
import type { CalendarTable } from '../calendar/calendar-table';
import type { DayBoard } from '../board/day-board.rules';
import type { TeamLoad } from '../calendar/team-load.rules';
import type { DaySheetStop } from '../calendar/day-sheet.rules';
import type { AttachedService, ClientContact } from '../clients/client.entity';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { WorkGrain, WorkGrouping } from './work-figures.rules';

/** A client of the task reports, without its reports. */
export interface ReportClientRecord {
  readonly client: ClientContact;
  readonly services: readonly AttachedService[];
  readonly discountPercent: number;
  readonly reportCount: number;
}

/** A task report: its visit's date (yyyy-mm-dd) and its times in epoch milliseconds. */
export interface TaskReportRecord {
  readonly visitId: string | null;
  readonly visitDate: string | null;
  readonly taskId: string | null;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly collaboratorName: string | null;
  readonly observation: string;
  /** The finish is the device's time, sent later from its outbox (ADR 0051). */
  readonly finishedOnDevice: boolean;
}

/** A finished visit's report, as the work report lists it. */
export interface WorkedVisitRecord {
  readonly key: string;
  readonly clientId: string;
  readonly clientName: string;
  readonly collaborator: string | null;
  readonly date: string;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly minutes: number | null;
  readonly observation: string;
}

/** What the work report shows for a range of days (both ends yyyy-mm-dd, checked by the caller). */
export interface WorkQuery {
  readonly from: string;
  readonly to: string;
  readonly grain: WorkGrain;
  readonly grouping: WorkGrouping;
  /** The page of rows to answer (1-based), and its size; a size of 0 answers every row. */
  readonly page: number;
  readonly pageSize: number;
}

export interface WorkFiguresRecord {
  /** Each period's first day (yyyy-mm-dd). */
  readonly periods: readonly string[];
  readonly hours: { readonly series: readonly { readonly name: string | null; readonly hours: readonly number[]; readonly total: number }[]; readonly total: number };
  readonly outcomes: { readonly finished: readonly number[]; readonly cancelled: readonly number[]; readonly totals: { readonly finished: number; readonly cancelled: number } };
  readonly duration: { readonly minutes: readonly (number | null)[]; readonly overall: number | null };
  /** The range's finished visits, newest first: the page asked for, and how many there are. */
  readonly rows: readonly WorkedVisitRecord[];
  readonly rowCount: number;
}

export interface DayBoardQuery {
  readonly day: number;
  readonly now: { readonly day: number; readonly minute: number };
}

export interface TeamLoadQuery {
  /** The days (yyyymmdd), one after the other. */
  readonly days: readonly number[];
  /** The minutes the business is open on each. */
  readonly openMinutes: readonly number[];
}

export interface BusinessData {
  calendar(credentials: Credentials, ownerId: UserId): Promise<Result<CalendarTable, ApiFailure>>;
  reportClients(credentials: Credentials, ownerId: UserId): Promise<Result<readonly ReportClientRecord[], ApiFailure>>;
  clientReports(credentials: Credentials, ownerId: UserId, clientId: string): Promise<Result<readonly TaskReportRecord[], ApiFailure>>;
  workFigures(credentials: Credentials, ownerId: UserId, query: WorkQuery): Promise<Result<WorkFiguresRecord, ApiFailure>>;
  /** The live board of a day (yyyymmdd): each team's visits by state, next stop and takings; `now` is the business's local day and minute. */
  dayBoard(credentials: Credentials, ownerId: UserId, query: DayBoardQuery): Promise<Result<DayBoard, ApiFailure>>;
  /** Each team's hours booked per day against the business's open hours (the week view of the load). */
  teamLoad(credentials: Credentials, ownerId: UserId, query: TeamLoadQuery): Promise<Result<TeamLoad, ApiFailure>>;
  /** A team's stops of a day (teamId null: the clients without a team), by time, with their services: the printable day sheet. */
  daySheet(credentials: Credentials, ownerId: UserId, query: { readonly day: number; readonly teamId: string | null }): Promise<Result<readonly DaySheetStop[], ApiFailure>>;
  /** The app wrote something the calendar or the reports show: the next read asks the server again. */
  markStale(): void | Promise<void>;
}
