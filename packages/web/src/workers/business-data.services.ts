// Core's services of the business's data (the calendar's, the live board's and the reports'),
// sharing the calendar, the reports and the client list answers they keep: what the business data
// worker runs, or the page where there is no worker. The client list is read only when a screen
// needs it (the team load, for each client's service duration).
import { CalendarDataService, DayBoardDataService, KeptAnswer, ReportsDataService, type CalendarApi, type CalendarData, type CalendarEntry, type Client, type ClientReport, type ClientsApi, type DayBoardData, type ReportsApi, type ReportsData } from '@fieldteam/core';

export interface BusinessDataServices {
  readonly calendar: CalendarData;
  readonly board: DayBoardData;
  readonly reports: ReportsData;
  /** The app wrote something: each kept answer is asked for fresh at its next use. */
  markStale(): void;
}

export function businessDataServices(calendarApi: Pick<CalendarApi, 'calendar'>, reportsApi: Pick<ReportsApi, 'reports'>, clientsApi: Pick<ClientsApi, 'list'>, timeZone: string): BusinessDataServices {
  const calendar = new KeptAnswer<readonly CalendarEntry[]>((credentials, ownerId, options) => calendarApi.calendar(credentials, ownerId, options));
  const reports = new KeptAnswer<readonly ClientReport[]>((credentials, ownerId, options) => reportsApi.reports(credentials, ownerId, options));
  const clients = new KeptAnswer<readonly Client[]>((credentials, ownerId, options) => clientsApi.list(credentials, ownerId, options));
  return {
    calendar: new CalendarDataService(calendar, reports, clients),
    board: new DayBoardDataService(calendar, reports),
    reports: new ReportsDataService(reports, calendar, timeZone),
    markStale() {
      calendar.markStale();
      reports.markStale();
      clients.markStale();
    },
  };
}
