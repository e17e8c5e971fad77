// Core's services of the business's data (the calendar's, the live board's and the reports'),
// sharing the calendar and the reports answers they keep: what the business data worker runs,
// or the page where there is no worker.
import { CalendarDataService, DayBoardDataService, KeptAnswer, ReportsDataService, type CalendarApi, type CalendarData, type CalendarEntry, type ClientReport, type DayBoardData, type ReportsApi, type ReportsData } from '@fieldteam/core';

export interface BusinessDataServices {
  readonly calendar: CalendarData;
  readonly board: DayBoardData;
  readonly reports: ReportsData;
  /** The app wrote something: each kept answer is asked for fresh at its next use. */
  markStale(): void;
}

export function businessDataServices(calendarApi: Pick<CalendarApi, 'calendar'>, reportsApi: Pick<ReportsApi, 'reports'>, timeZone: string): BusinessDataServices {
  const calendar = new KeptAnswer<readonly CalendarEntry[]>((credentials, ownerId, options) => calendarApi.calendar(credentials, ownerId, options));
  const reports = new KeptAnswer<readonly ClientReport[]>((credentials, ownerId, options) => reportsApi.reports(credentials, ownerId, options));
  return {
    calendar: new CalendarDataService(calendar, reports),
    board: new DayBoardDataService(calendar, reports),
    reports: new ReportsDataService(reports, calendar, timeZone),
    markStale() {
      calendar.markStale();
      reports.markStale();
    },
  };
}
