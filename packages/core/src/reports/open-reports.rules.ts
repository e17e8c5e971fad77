// The reports' open reports: a visit's start not yet finished, and the day it belongs to in the
// business's calendar. Read where the reports' answer is kept (the business data worker), so that
// only a day's few open reports cross to the page.
import type { Temporal } from 'temporal-polyfill';
import type { OpenReport } from '../visits/started-visits.rules';
import type { ClientReport, TaskReport } from './reports.port';

/**
 * Whether a report is a visit's start not yet finished. A report without its visit or its task id
 * is not: a finish could not name it. (A visit cancelled after its start keeps an open-looking
 * report; the calendar's and the road's own answers say it is closed, and win.)
 */
export const isOpenReport = (report: TaskReport): report is TaskReport & { readonly visitId: string; readonly taskId: string; readonly startedAt: Temporal.Instant } =>
  report.startedAt !== null && report.finishedAt === null && report.visitId !== null && report.taskId !== null;

/**
 * The day an open report belongs to: its visit's date, in the business's calendar (a 23:30 visit
 * started after midnight is still that day's); when the answer does not give the visit's date, the
 * start's date in the business's time zone.
 */
export const openReportDay = (report: Pick<TaskReport, 'visitDate'> & { readonly startedAt: Temporal.Instant }, timeZone: string): Temporal.PlainDate =>
  report.visitDate ?? report.startedAt.toZonedDateTimeISO(timeZone).toPlainDate();

/**
 * Every open report of the answer, by its day (yyyy-mm-dd). One per visit: were a visit's start
 * recorded twice, the latest start is the one its finish must name.
 */
export function openReportsByDay(answer: readonly ClientReport[], timeZone: string): ReadonlyMap<string, readonly OpenReport[]> {
  const byVisit = new Map<string, { readonly day: string; readonly report: OpenReport }>();
  for (const { client, reports } of answer) {
    for (const report of reports) {
      if (!isOpenReport(report)) continue;
      const startedAt = report.startedAt.epochMilliseconds;
      const known = byVisit.get(report.visitId);
      if (known && known.report.startedAt >= startedAt) continue;
      byVisit.set(report.visitId, {
        day: openReportDay(report, timeZone).toString(),
        report: { clientId: client.id, visitId: report.visitId, taskId: report.taskId, startedAt, collaboratorName: report.collaboratorName },
      });
    }
  }
  const byDay = new Map<string, OpenReport[]>();
  for (const { day, report } of byVisit.values()) {
    const list = byDay.get(day);
    if (list) list.push(report);
    else byDay.set(day, [report]);
  }
  return byDay;
}

/** The open reports of one day of the business (see openReportsByDay). */
export const openReportsOfDay = (answer: readonly ClientReport[], day: Temporal.PlainDate, timeZone: string): readonly OpenReport[] => openReportsByDay(answer, timeZone).get(day.toString()) ?? [];
