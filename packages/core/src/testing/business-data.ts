// The business's data services over a calendar and a reports port, sharing their kept answers, as
// the app's business data worker makes them.
import { DayBoardDataService } from '../board/day-board-data.service';
import { CalendarDataService } from '../calendar/calendar-data.service';
import type { CalendarApi } from '../calendar/calendar.port';
import type { CalendarEntry } from '../calendar/calendar-table';
import { ReportsDataService } from '../reports/reports-data.service';
import type { ClientReport, ReportsApi } from '../reports/reports.port';
import { KeptAnswer } from '../shared/kept-answer';

export interface BusinessDataServices {
  readonly calendar: CalendarDataService;
  readonly board: DayBoardDataService;
  readonly reports: ReportsDataService;
  /** What the app's writes do: every kept answer asked for fresh at its next use. */
  markStale(): void;
}

export function businessDataOver(api: Pick<CalendarApi, 'calendar'> & Pick<ReportsApi, 'reports'>, timeZone = 'America/Sao_Paulo'): BusinessDataServices {
  const calendar = new KeptAnswer<readonly CalendarEntry[]>((c, owner, options) => api.calendar(c, owner, options));
  const reports = new KeptAnswer<readonly ClientReport[]>((c, owner, options) => api.reports(c, owner, options));
  const board = new DayBoardDataService(calendar, reports);
  return { calendar: new CalendarDataService(calendar, reports), board, reports: new ReportsDataService(reports, calendar, timeZone), markStale: () => board.markStale() };
}
