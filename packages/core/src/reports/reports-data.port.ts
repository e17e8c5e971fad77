// What the reports' screens read: the task reports' clients, one client's reports, and the work
// report's figures for a range. The task reports are a large answer (every report of every
// client), so they are read and kept where they do not hold the page's thread
// (ReportsDataService does the work; the app runs it in a worker), and the screens ask for what
// they show. Only plain data crosses: numbers, strings and plain objects; dates as ISO texts or
// epoch milliseconds, of which the use cases make Temporal values.
import type { Credentials, UserId } from '../account/user.entity';
import type { AttachedService, ClientContact } from '../clients/client.entity';
import type { ApiFailure } from '../shared/failures';
import type { Result } from '../shared/result';
import type { OpenReport } from '../visits/started-visits.rules';
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
  /** The finish is the device's time, sent later from its outbox. */
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

/** The time sheet of a range (both ends yyyy-mm-dd, checked by the caller) for a team, a collaborator, or everyone. */
export interface TimeSheetQuery {
  readonly from: string;
  readonly to: string;
  /** A team's id, '' for the clients without a team, null for every team. */
  readonly team: string | null;
  /** A collaborator's name, '' for the reports naming nobody, null for everyone. */
  readonly collaborator: string | null;
  /** The business's time zone: where a day ends, for the time between visits. */
  readonly timeZone: string;
}

/** What visits add up to, times in milliseconds. */
export interface TimeSheetFiguresRecord {
  readonly visits: number;
  readonly open: number;
  readonly onSiteMs: number;
  readonly betweenMs: number;
  readonly hours: number;
}

export interface TimeSheetDayRecord extends TimeSheetFiguresRecord {
  readonly date: string;
  readonly collaborator: string;
  readonly firstStart: number | null;
  readonly lastFinish: number | null;
}

export interface TimeSheetRecord {
  readonly days: readonly TimeSheetDayRecord[];
  readonly people: readonly (TimeSheetFiguresRecord & { readonly name: string })[];
  readonly teams: readonly (TimeSheetFiguresRecord & { readonly id: string; readonly name: string | null })[];
  readonly total: TimeSheetFiguresRecord;
  /** Every team that has clients, by name: the sheets one can ask for. */
  readonly teamChoices: readonly { readonly id: string; readonly name: string }[];
  /** The collaborators with a visit in the range (in the team asked for), by name, '' (nobody named) last. */
  readonly collaboratorChoices: readonly string[];
}

export interface ReportsData {
  /** The task reports' clients, by name, with how many reports each has. */
  reportClients(credentials: Credentials, ownerId: UserId): Promise<Result<readonly ReportClientRecord[], ApiFailure>>;
  /** One client's task reports. */
  clientReports(credentials: Credentials, ownerId: UserId, clientId: string): Promise<Result<readonly TaskReportRecord[], ApiFailure>>;
  /** The work report's figures for a range (the calendar gives the cancelled visits). */
  workFigures(credentials: Credentials, ownerId: UserId, query: WorkQuery): Promise<Result<WorkFiguresRecord, ApiFailure>>;
  /** The visits in progress of a day (yyyy-mm-dd) of the business: the reports started and not finished. */
  openReports(credentials: Credentials, ownerId: UserId, day: string): Promise<Result<readonly OpenReport[], ApiFailure>>;
  /** The time sheet of a range: the same visits as the work report's (its clients' teams from the calendar). */
  timeSheet(credentials: Credentials, ownerId: UserId, query: TimeSheetQuery): Promise<Result<TimeSheetRecord, ApiFailure>>;
}
