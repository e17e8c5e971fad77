// DayBoardData done over the business's kept answers (KeptAnswer): a day's visits from the
// calendar, each visit's takings from the task reports' services and discounts, when each visit
// under way started from the reports' open reports, and each client's service duration from the
// client list (the calendar's answer carries neither). The board reads its day from the calendar's
// entries unless a screen had the table built already: it needs one day, not a sorted year.
import type { Credentials, UserId } from '../account/user.entity';
import type { Client } from '../clients/client.entity';
import { visitMinutes } from '../scheduling/conflict.policy';
import { calendarTableOf } from '../calendar/calendar-data.service';
import type { CalendarEntry } from '../calendar/calendar-table';
import type { ClientReport } from '../reports/reports.port';
import type { ApiFailure } from '../shared/failures';
import type { KeptAnswer } from '../shared/kept-answer';
import { ok, type Result } from '../shared/result';
import type { DayBoardData, DayBoardQuery } from './day-board-data.port';
import { dayBoard, dayBoardOfEntries, visitTakings, type BoardTiming, type DayBoard } from './day-board.rules';

/** What one visit of each client brings, after its discount. */
const takingsByClient = (answer: readonly ClientReport[]) => new Map(answer.map((report) => [report.client.id, visitTakings(report.services.map((service) => service.value), report.discountPercent)]));

/** When each visit under way started (epoch ms): its report opened and not finished. */
const startsByVisit = (answer: readonly ClientReport[]) => {
  const starts = new Map<string, number>();
  for (const { reports } of answer) {
    for (const report of reports) {
      if (report.visitId !== null && report.startedAt !== null && report.finishedAt === null) starts.set(report.visitId, report.startedAt.epochMilliseconds);
    }
  }
  return starts;
};

/** Each client's service duration in minutes, for those that have one. */
const minutesByClient = (clients: readonly Client[]) => new Map(clients.flatMap((client) => (client.serviceMinutes !== null && client.serviceMinutes > 0 ? [[client.id, client.serviceMinutes] as const] : [])));

export class DayBoardDataService implements DayBoardData {
  constructor(
    private readonly calendarAnswer: Pick<KeptAnswer<readonly CalendarEntry[]>, 'get' | 'markStale'>,
    private readonly reportsAnswer: Pick<KeptAnswer<readonly ClientReport[]>, 'get' | 'markStale'>,
    private readonly clientsAnswer: Pick<KeptAnswer<readonly Client[]>, 'get' | 'markStale'>,
  ) {}

  async dayBoard(credentials: Credentials, ownerId: UserId, query: DayBoardQuery): Promise<Result<DayBoard, ApiFailure>> {
    const [calendar, reports, clients] = await Promise.all([this.calendarAnswer.get(credentials, ownerId), this.reportsAnswer.get(credentials, ownerId), this.clientsAnswer.get(credentials, ownerId)]);
    if (!calendar.ok) return calendar;
    if (!reports.ok) return reports;
    if (!clients.ok) return clients;
    const takings = reports.value.part(takingsByClient);
    const takingsOf = (clientId: string) => takings.get(clientId) ?? 0;
    const starts = reports.value.part(startsByVisit);
    const minutes = clients.value.part(minutesByClient);
    const timing: BoardTiming = {
      marginMinutes: query.marginMinutes,
      nowMs: query.nowMs,
      startedAtOf: (visitId) => starts.get(visitId) ?? null,
      serviceMinutesOf: (clientId) => visitMinutes(minutes.get(clientId)),
    };
    const kept = calendar.value;
    return ok(kept.has(calendarTableOf) ? dayBoard(kept.part(calendarTableOf), query.day, query.now, takingsOf, timing) : dayBoardOfEntries(kept.raw, query.day, query.now, takingsOf, timing));
  }

  markStale(): void {
    this.calendarAnswer.markStale();
    this.reportsAnswer.markStale();
    this.clientsAnswer.markStale();
  }
}
