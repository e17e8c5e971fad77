// BusinessData done: the calendar and the reports fetched once per session and revalidated
// (KeptAnswer), each answer read into what the screens query (the calendar's table, the reports by
// client, the worked visits) once per change, and the screens' questions answered as plain data.
// The app runs it where it does not hold the page's thread (a worker); tests and a browser without
// workers run it as it is.
import type { Credentials, UserId } from '../account/user.entity';
import { buildCalendarTable, type CalendarEntry, type CalendarTable } from '../calendar/calendar-table';
import type { CalendarApi } from '../calendar/calendar.port';
import { dayBoard, dayBoardOfEntries, visitTakings, type DayBoard } from '../board/day-board.rules';
import type { ApiFailure } from '../shared/failures';
import { KeptAnswer } from '../shared/kept-answer';
import { err, ok, type Result } from '../shared/result';
import { compareText } from '../shared/text-order';
import { Temporal } from 'temporal-polyfill';
import { teamLoad, type TeamLoad } from '../calendar/team-load.rules';
import { daySheetStops, type DaySheetStop } from '../calendar/day-sheet.rules';
import type { BusinessData, DayBoardQuery, TeamLoadQuery, ReportClientRecord, TaskReportRecord, WorkedVisitRecord, WorkFiguresRecord, WorkQuery } from './business-data.port';
import type { ClientReport, ReportsApi, TaskReport } from './reports.port';
import { withReadFinishTime } from '../visits/device-finish-time';
import { averageDuration, closedVisitsByDay, hoursWorked, outcomesByDay, validateWorkRange, visitsIn, workedVisits, type ClosedOnDay, type WorkedVisit } from './work-figures.rules';

// Each screen asks for its own part of an answer: the parts are read from it on first use, then
// kept until the next change (the live board needs the takings only, not a sorted year of work).
interface KeptCalendar {
  readonly entries: readonly CalendarEntry[];
  /** Built on first use: the live board reads its day from the entries without it. */
  readonly table: () => CalendarTable;
  readonly tableBuilt: () => boolean;
  readonly closedByDay: () => readonly ClosedOnDay[];
}

interface KeptReports {
  readonly clients: () => readonly ReportClientRecord[];
  readonly byClient: () => ReadonlyMap<string, readonly TaskReport[]>;
  readonly worked: () => readonly WorkedVisit[];
  /** What one visit of each client brings, after its discount. */
  readonly takings: () => ReadonlyMap<string, number>;
  /** Each client's attached services (name and value). */
  readonly services: () => ReadonlyMap<string, readonly { readonly name: string; readonly value: number }[]>;
}

/** Made on the first call, then the same value. */
function once<T>(make: () => T): () => T {
  let made: { readonly value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

const epochMs = (instant: Temporal.Instant | null): number | null => (instant ? instant.epochMilliseconds : null);

export const taskReportRecord = (report: TaskReport): TaskReportRecord => ({
  visitId: report.visitId,
  visitDate: report.visitDate?.toString() ?? null,
  taskId: report.taskId,
  startedAt: epochMs(report.startedAt),
  finishedAt: epochMs(report.finishedAt),
  collaboratorName: report.collaboratorName,
  observation: report.observation,
  finishedOnDevice: report.finishedOnDevice === true,
});

const workedVisitRecord = (visit: WorkedVisit): WorkedVisitRecord => ({
  key: visit.key,
  clientId: visit.clientId,
  clientName: visit.clientName,
  collaborator: visit.collaborator,
  date: visit.date.toString(),
  startedAt: epochMs(visit.startedAt),
  finishedAt: epochMs(visit.finishedAt),
  minutes: visit.minutes,
  observation: visit.observation,
});

export class BusinessDataService implements BusinessData {
  private readonly calendarAnswer: KeptAnswer<readonly CalendarEntry[], KeptCalendar>;
  private readonly reportsAnswer: KeptAnswer<readonly ClientReport[], KeptReports>;

  constructor(
    api: Pick<CalendarApi, 'calendar'> & Pick<ReportsApi, 'reports'>,
    /** The business's time zone: the day a report belongs to. */
    timeZone: string,
  ) {
    this.calendarAnswer = new KeptAnswer(
      (credentials, ownerId, etag) => api.calendar(credentials, ownerId, etag),
      (entries) => {
        let built = false;
        const table = once(() => {
          built = true;
          return buildCalendarTable(entries);
        });
        return { entries, table, tableBuilt: () => built, closedByDay: once(() => closedVisitsByDay(table())) };
      },
    );
    this.reportsAnswer = new KeptAnswer(
      (credentials, ownerId, etag) => api.reports(credentials, ownerId, etag),
      (answer) => {
        const read = once(() => answer.map((client) => ({ ...client, reports: client.reports.map(withReadFinishTime) })));
        return {
          clients: once(() =>
            answer
              .map(({ client, services, discountPercent, reports }) => ({ client, services, discountPercent, reportCount: reports.length }))
              .sort((a, b) => compareText(a.client.name, b.client.name)),
          ),
          byClient: once(() => new Map(read().map((report) => [report.client.id, report.reports]))),
          worked: once(() => workedVisits(read(), timeZone)),
          takings: once(() => new Map(answer.map((report) => [report.client.id, visitTakings(report.services.map((service) => service.value), report.discountPercent)]))),
          services: once(() => new Map(answer.map((report) => [report.client.id, report.services.map(({ name, value }) => ({ name, value }))]))),
        };
      },
    );
  }

  async calendar(credentials: Credentials, ownerId: UserId): Promise<Result<CalendarTable, ApiFailure>> {
    const kept = await this.calendarAnswer.get(credentials, ownerId);
    return kept.ok ? ok(kept.value.table()) : kept;
  }

  async reportClients(credentials: Credentials, ownerId: UserId): Promise<Result<readonly ReportClientRecord[], ApiFailure>> {
    const kept = await this.reportsAnswer.get(credentials, ownerId);
    return kept.ok ? ok(kept.value.clients()) : kept;
  }

  async clientReports(credentials: Credentials, ownerId: UserId, clientId: string): Promise<Result<readonly TaskReportRecord[], ApiFailure>> {
    const kept = await this.reportsAnswer.get(credentials, ownerId);
    return kept.ok ? ok((kept.value.byClient().get(clientId) ?? []).map(taskReportRecord)) : kept;
  }

  async workFigures(credentials: Credentials, ownerId: UserId, query: WorkQuery): Promise<Result<WorkFiguresRecord, ApiFailure>> {
    const range = validateWorkRange({ from: Temporal.PlainDate.from(query.from), to: Temporal.PlainDate.from(query.to) });
    if (!range.ok) return err({ code: 'API_BAD_ANSWER', detail: `work range: ${range.error.code}` });
    const [reports, calendar] = await Promise.all([this.reportsAnswer.get(credentials, ownerId), this.calendarAnswer.get(credentials, ownerId)]);
    if (!reports.ok) return reports;
    if (!calendar.ok) return calendar;
    const worked = reports.value.worked();
    const hours = hoursWorked(worked, range.value, query.grain, query.grouping);
    const outcomes = outcomesByDay(calendar.value.closedByDay(), range.value, query.grain);
    const duration = averageDuration(worked, range.value, query.grain);
    const rows = visitsIn(worked, range.value);
    const page = query.pageSize === 0 ? rows : rows.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    return ok({
      periods: hours.periods.map((period) => period.toString()),
      hours: { series: hours.series, total: hours.total },
      outcomes: { finished: outcomes.finished, cancelled: outcomes.cancelled, totals: outcomes.totals },
      duration: { minutes: duration.minutes, overall: duration.overall },
      rows: page.map(workedVisitRecord),
      rowCount: rows.length,
    });
  }

  async dayBoard(credentials: Credentials, ownerId: UserId, query: DayBoardQuery): Promise<Result<DayBoard, ApiFailure>> {
    const [calendar, reports] = await Promise.all([this.calendarAnswer.get(credentials, ownerId), this.reportsAnswer.get(credentials, ownerId)]);
    if (!calendar.ok) return calendar;
    if (!reports.ok) return reports;
    const takings = reports.value.takings();
    const takingsOf = (clientId: string) => takings.get(clientId) ?? 0;
    const kept = calendar.value;
    return ok(kept.tableBuilt() ? dayBoard(kept.table(), query.day, query.now, takingsOf) : dayBoardOfEntries(kept.entries, query.day, query.now, takingsOf));
  }

  async teamLoad(credentials: Credentials, ownerId: UserId, query: TeamLoadQuery): Promise<Result<TeamLoad, ApiFailure>> {
    const calendar = await this.calendarAnswer.get(credentials, ownerId);
    return calendar.ok ? ok(teamLoad(calendar.value.table(), query.days, query.openMinutes)) : calendar;
  }

  async daySheet(credentials: Credentials, ownerId: UserId, query: { readonly day: number; readonly teamId: string | null }): Promise<Result<readonly DaySheetStop[], ApiFailure>> {
    const [calendar, reports] = await Promise.all([this.calendarAnswer.get(credentials, ownerId), this.reportsAnswer.get(credentials, ownerId)]);
    if (!calendar.ok) return calendar;
    if (!reports.ok) return reports;
    const services = reports.value.services();
    return ok(daySheetStops(calendar.value.table(), query.day, query.teamId, (clientId) => services.get(clientId) ?? []));
  }

  markStale(): void {
    this.calendarAnswer.markStale();
    this.reportsAnswer.markStale();
  }
}
