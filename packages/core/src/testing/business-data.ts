// The business's data services over a calendar, a reports and a client list port, sharing their
// kept answers, as the app's business data worker makes them. Without a client list, every client
// reads as one with no service duration.
import { DayBoardDataService } from '../board/day-board-data.service';
import { CalendarDataService } from '../calendar/calendar-data.service';
import type { CalendarApi } from '../calendar/calendar.port';
import type { CalendarEntry } from '../calendar/calendar-table';
import type { Client } from '../clients/client.entity';
import type { ClientsApi } from '../clients/clients.port';
import { ReportsDataService } from '../reports/reports-data.service';
import type { ClientReport, ReportsApi } from '../reports/reports.port';
import { KeptAnswer } from '../shared/kept-answer';
import { ok } from '../shared/result';

export interface BusinessDataServices {
  readonly calendar: CalendarDataService;
  readonly board: DayBoardDataService;
  readonly reports: ReportsDataService;
  /** What the app's writes do: every kept answer asked for fresh at its next use. */
  markStale(): void;
}

const NO_CLIENTS: readonly Client[] = [];

export function businessDataOver(api: Pick<CalendarApi, 'calendar'> & Pick<ReportsApi, 'reports'> & Partial<Pick<ClientsApi, 'list'>>, timeZone = 'America/Sao_Paulo'): BusinessDataServices {
  const calendar = new KeptAnswer<readonly CalendarEntry[]>((c, owner, options) => api.calendar(c, owner, options));
  const reports = new KeptAnswer<readonly ClientReport[]>((c, owner, options) => api.reports(c, owner, options));
  const clients = new KeptAnswer<readonly Client[]>((c, owner, options) => (api.list ? api.list(c, owner, options) : Promise.resolve(ok(NO_CLIENTS))));
  const board = new DayBoardDataService(calendar, reports);
  return {
    calendar: new CalendarDataService(calendar, reports, clients),
    board,
    reports: new ReportsDataService(reports, calendar, timeZone),
    markStale: () => {
      board.markStale();
      clients.markStale();
    },
  };
}
