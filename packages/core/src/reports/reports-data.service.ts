// ReportsData done over the business's kept answers (KeptAnswer): the task reports read once per
// change into what the screens query (the clients with their counts, the reports by client, the
// worked visits), and the work report's figures computed from them and from the calendar's
// finished and cancelled visits, in the business's time zone.
import type { Credentials, UserId } from '../account/user.entity';
import { calendarTableOf } from '../calendar/calendar-data.service';
import type { CalendarEntry } from '../calendar/calendar-table';
import type { ApiFailure } from '../shared/failures';
import type { KeptAnswer, KeptValue } from '../shared/kept-answer';
import { err, ok, type Result } from '../shared/result';
import { compareText } from '../shared/text-order';
import { Temporal } from 'temporal-polyfill';
import { withReadFinishTime } from '../visits/device-finish-time';
import type { OpenReport } from '../visits/started-visits.rules';
import { openReportsByDay } from './open-reports.rules';
import type { ReportClientRecord, ReportsData, TaskReportRecord, TimeSheetFiguresRecord, TimeSheetQuery, TimeSheetRecord, WorkedVisitRecord, WorkFiguresRecord, WorkQuery } from './reports-data.port';
import type { ClientReport, TaskReport } from './reports.port';
import { sheetCollaborators, timeSheet, validateTimeSheetRange, type SheetTeam, type TimeSheetFigures } from './time-sheet.rules';
import { averageDuration, closedVisitsByDay, hoursWorked, outcomesByDay, validateWorkRange, visitsIn, workedVisits, type WorkedVisit } from './work-figures.rules';

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

/** The clients of the task reports, by name, with how many reports each has. */
const reportClientsOf = (answer: readonly ClientReport[]): readonly ReportClientRecord[] =>
  answer.map(({ client, services, discountPercent, reports }) => ({ client, services, discountPercent, reportCount: reports.length })).sort((a, b) => compareText(a.client.name, b.client.name));

/** The reports with the finish times they carry read (a finish sent later from a device's outbox). */
const readReports = (answer: readonly ClientReport[]): readonly ClientReport[] => answer.map((client) => ({ ...client, reports: client.reports.map(withReadFinishTime) }));

const reportsByClient = (_: readonly ClientReport[], kept: KeptValue<readonly ClientReport[]>) => new Map(kept.part(readReports).map((report) => [report.client.id, report.reports]));

/** The calendar's finished and cancelled visits by day, from its table. */
const closedByDay = (_: readonly CalendarEntry[], kept: KeptValue<readonly CalendarEntry[]>) => closedVisitsByDay(kept.part(calendarTableOf));

/** Each client's team, from the calendar (the team of its visits), and every team by name. */
const clientTeams = (_: readonly CalendarEntry[], kept: KeptValue<readonly CalendarEntry[]>) => {
  const byClient = new Map<string, SheetTeam>();
  const teams = new Map<string, SheetTeam>();
  for (const { client, team } of kept.part(calendarTableOf).clients) {
    if (!team) continue;
    const known = teams.get(team.id) ?? { id: team.id, name: team.name };
    teams.set(team.id, known);
    byClient.set(client.id, known);
  }
  return { byClient, teams: [...teams.values()].sort((a, b) => compareText(a.name, b.name)) };
};

const figuresRecord = ({ visits, open, onSiteMs, betweenMs, hours }: TimeSheetFigures): TimeSheetFiguresRecord => ({ visits, open, onSiteMs, betweenMs, hours });

type WorkedPart = (answer: readonly ClientReport[], kept: KeptValue<readonly ClientReport[]>) => readonly WorkedVisit[];

export class ReportsDataService implements ReportsData {
  /** The worked visits, in the business's time zone. */
  private readonly worked: WorkedPart;
  private readonly timeZone: string;
  /** The worked visits in another zone than the service's, a part of the answer per zone. */
  private readonly workedInZone = new Map<string, WorkedPart>();
  /** The visits in progress by day, in the business's time zone. */
  private readonly openByDay: (answer: readonly ClientReport[]) => ReadonlyMap<string, readonly OpenReport[]>;

  constructor(
    private readonly reportsAnswer: Pick<KeptAnswer<readonly ClientReport[]>, 'get'>,
    private readonly calendarAnswer: Pick<KeptAnswer<readonly CalendarEntry[]>, 'get'>,
    /** The business's time zone: the day a report belongs to. */
    timeZone: string,
  ) {
    this.worked = (_, kept) => workedVisits(kept.part(readReports), timeZone);
    this.openByDay = (answer) => openReportsByDay(answer, timeZone);
    this.timeZone = timeZone;
  }

  /** The worked visits with their days in `timeZone`: the work report's own when it is the service's zone. */
  private workedPart(timeZone: string): WorkedPart {
    if (timeZone === this.timeZone) return this.worked;
    let part = this.workedInZone.get(timeZone);
    if (!part) this.workedInZone.set(timeZone, (part = (_, kept) => workedVisits(kept.part(readReports), timeZone)));
    return part;
  }

  async reportClients(credentials: Credentials, ownerId: UserId): Promise<Result<readonly ReportClientRecord[], ApiFailure>> {
    const kept = await this.reportsAnswer.get(credentials, ownerId);
    return kept.ok ? ok(kept.value.part(reportClientsOf)) : kept;
  }

  async clientReports(credentials: Credentials, ownerId: UserId, clientId: string): Promise<Result<readonly TaskReportRecord[], ApiFailure>> {
    const kept = await this.reportsAnswer.get(credentials, ownerId);
    return kept.ok ? ok((kept.value.part(reportsByClient).get(clientId) ?? []).map(taskReportRecord)) : kept;
  }

  async openReports(credentials: Credentials, ownerId: UserId, day: string): Promise<Result<readonly OpenReport[], ApiFailure>> {
    const kept = await this.reportsAnswer.get(credentials, ownerId);
    return kept.ok ? ok(kept.value.part(this.openByDay).get(day) ?? []) : kept;
  }

  async workFigures(credentials: Credentials, ownerId: UserId, query: WorkQuery): Promise<Result<WorkFiguresRecord, ApiFailure>> {
    const range = validateWorkRange({ from: Temporal.PlainDate.from(query.from), to: Temporal.PlainDate.from(query.to) });
    if (!range.ok) return err({ code: 'API_BAD_ANSWER', detail: `work range: ${range.error.code}` });
    const [reports, calendar] = await Promise.all([this.reportsAnswer.get(credentials, ownerId), this.calendarAnswer.get(credentials, ownerId)]);
    if (!reports.ok) return reports;
    if (!calendar.ok) return calendar;
    const worked = reports.value.part(this.worked);
    const hours = hoursWorked(worked, range.value, query.grain, query.grouping);
    const outcomes = outcomesByDay(calendar.value.part(closedByDay), range.value, query.grain);
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

  async timeSheet(credentials: Credentials, ownerId: UserId, query: TimeSheetQuery): Promise<Result<TimeSheetRecord, ApiFailure>> {
    const range = validateTimeSheetRange({ from: Temporal.PlainDate.from(query.from), to: Temporal.PlainDate.from(query.to) });
    if (!range.ok) return err({ code: 'API_BAD_ANSWER', detail: `time sheet range: ${range.error.code}` });
    const [reports, calendar] = await Promise.all([this.reportsAnswer.get(credentials, ownerId), this.calendarAnswer.get(credentials, ownerId)]);
    if (!reports.ok) return reports;
    if (!calendar.ok) return calendar;
    const worked = reports.value.part(this.workedPart(query.timeZone));
    const teams = calendar.value.part(clientTeams);
    const teamOf = (clientId: string) => teams.byClient.get(clientId) ?? null;
    const sheet = timeSheet(worked, range.value, { team: query.team, collaborator: query.collaborator }, teamOf, query.timeZone);
    return ok({
      days: sheet.days.map((day) => ({
        ...figuresRecord(day),
        date: day.date.toString(),
        collaborator: day.collaborator,
        firstStart: epochMs(day.firstStart),
        lastFinish: epochMs(day.lastFinish),
      })),
      people: sheet.people.map((person) => ({ ...figuresRecord(person), name: person.name })),
      teams: sheet.teams.map((team) => ({ ...figuresRecord(team), id: team.id, name: team.name })),
      total: figuresRecord(sheet.total),
      teamChoices: teams.teams,
      collaboratorChoices: sheetCollaborators(worked, range.value, query.team, teamOf),
    });
  }
}
