// CalendarData done over the business's kept answers (KeptAnswer): the table built once per
// change of the calendar, the team load and the day sheet counted from it. The day sheet names
// each client's services, which the task reports' answer carries; the team load counts each
// client's service duration, which the client list carries (the calendar's answer does not).
import type { Credentials, UserId } from '../account/user.entity';
import type { Client } from '../clients/client.entity';
import type { ClientReport } from '../reports/reports.port';
import type { ApiFailure } from '../shared/failures';
import type { KeptAnswer } from '../shared/kept-answer';
import { ok, type Result } from '../shared/result';
import type { CalendarData, DaySheetQuery, TeamLoadQuery } from './calendar-data.port';
import { buildCalendarTable, type CalendarEntry, type CalendarTable } from './calendar-table';
import { daySheetStops, type DaySheetStop } from './day-sheet.rules';
import { teamLoad, type TeamLoad } from './team-load.rules';

/** The calendar's table: a part of the calendar's answer that every screen of the day's work shares. */
export const calendarTableOf = (entries: readonly CalendarEntry[]): CalendarTable => buildCalendarTable(entries);

/** Each client's attached services (name and value), for the day sheet. */
const servicesByClient = (answer: readonly ClientReport[]) => new Map(answer.map((report) => [report.client.id, report.services.map(({ name, value }) => ({ name, value }))]));

/** Each client's service duration in minutes (null when none was given), for the team load. */
const serviceMinutesByClient = (clients: readonly Client[]): ReadonlyMap<string, number | null> => new Map(clients.map((client) => [client.id, client.serviceMinutes]));

export class CalendarDataService implements CalendarData {
  constructor(
    private readonly calendarAnswer: Pick<KeptAnswer<readonly CalendarEntry[]>, 'get'>,
    private readonly reportsAnswer: Pick<KeptAnswer<readonly ClientReport[]>, 'get'>,
    private readonly clientsAnswer: Pick<KeptAnswer<readonly Client[]>, 'get'>,
  ) {}

  async calendar(credentials: Credentials, ownerId: UserId): Promise<Result<CalendarTable, ApiFailure>> {
    const kept = await this.calendarAnswer.get(credentials, ownerId);
    return kept.ok ? ok(kept.value.part(calendarTableOf)) : kept;
  }

  async teamLoad(credentials: Credentials, ownerId: UserId, query: TeamLoadQuery): Promise<Result<TeamLoad, ApiFailure>> {
    const [calendar, clients] = await Promise.all([this.calendarAnswer.get(credentials, ownerId), this.clientsAnswer.get(credentials, ownerId)]);
    if (!calendar.ok) return calendar;
    if (!clients.ok) return clients;
    const minutes = clients.value.part(serviceMinutesByClient);
    return ok(teamLoad(calendar.value.part(calendarTableOf), query.days, query.openMinutes, (clientId) => minutes.get(clientId)));
  }

  async daySheet(credentials: Credentials, ownerId: UserId, query: DaySheetQuery): Promise<Result<readonly DaySheetStop[], ApiFailure>> {
    const [calendar, reports] = await Promise.all([this.calendarAnswer.get(credentials, ownerId), this.reportsAnswer.get(credentials, ownerId)]);
    if (!calendar.ok) return calendar;
    if (!reports.ok) return reports;
    const services = reports.value.part(servicesByClient);
    return ok(daySheetStops(calendar.value.part(calendarTableOf), query.day, query.teamId, (clientId) => services.get(clientId) ?? []));
  }
}
