// The calendar, task reports and work report screens: their use cases and view-models.
import { FinishVisitFromCalendar, LoadCalendar, LoadReports, LoadWorkReport, type ClientsApi, type Clock, type FileSaver, type SessionStore, type VisitsApi } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { firstDayOfWeek } from '../features/calendar/calendar-month';
import { CalendarViewModel } from '../features/calendar/calendar.view-model';
import { TaskReportsViewModel } from '../features/reports/task-reports.view-model';
import { WorkReportViewModel } from '../features/reports/work-report.view-model';
import type { LanguageViewModel } from '../i18n/language.view-model';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const calendarModule = new ContainerModule(({ bind }) => {
  bind(T.calendarVm).toResolvedValue(
    (clients: ClientsApi, visits: VisitsApi, sessions: SessionStore, clock: Clock, notifier: Notifier, language: LanguageViewModel) =>
      new CalendarViewModel(new LoadCalendar(clients, sessions), new FinishVisitFromCalendar(visits, sessions), clock, notifier, firstDayOfWeek(language.current)),
    [T.clientsApi, T.visitsApi, T.sessionStore, T.clock, T.notifier, T.language],
  );
  bind(T.taskReportsVm).toResolvedValue(
    (clients: ClientsApi, sessions: SessionStore, clock: Clock, notifier: Notifier) => new TaskReportsViewModel(new LoadReports(clients, sessions), clock, notifier),
    [T.clientsApi, T.sessionStore, T.clock, T.notifier],
  );
  bind(T.workReportVm).toResolvedValue(
    (clients: ClientsApi, sessions: SessionStore, clock: Clock, notifier: Notifier, files: FileSaver) =>
      new WorkReportViewModel(new LoadWorkReport(clients, sessions, clock), clock, notifier, files),
    [T.clientsApi, T.sessionStore, T.clock, T.notifier, T.fileSaver],
  );
});
