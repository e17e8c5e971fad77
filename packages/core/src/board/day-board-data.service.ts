// DayBoardData done over the business's kept answers (KeptAnswer): a day's visits from the
// calendar, each visit's takings from the task reports' services and discounts. The board reads
// its day from the calendar's entries unless a screen had the table built already: it needs one
// day, not a sorted year.
import type { Credentials, UserId } from '../account/user.entity';
import { calendarTableOf } from '../calendar/calendar-data.service';
import type { CalendarEntry } from '../calendar/calendar-table';
import type { ClientReport } from '../reports/reports.port';
import type { ApiFailure } from '../shared/failures';
import type { KeptAnswer } from '../shared/kept-answer';
import { ok, type Result } from '../shared/result';
import type { DayBoardData, DayBoardQuery } from './day-board-data.port';
import { dayBoard, dayBoardOfEntries, visitTakings, type DayBoard } from './day-board.rules';

/** What one visit of each client brings, after its discount. */
const takingsByClient = (answer: readonly ClientReport[]) => new Map(answer.map((report) => [report.client.id, visitTakings(report.services.map((service) => service.value), report.discountPercent)]));

export class DayBoardDataService implements DayBoardData {
  constructor(
    private readonly calendarAnswer: Pick<KeptAnswer<readonly CalendarEntry[]>, 'get' | 'markStale'>,
    private readonly reportsAnswer: Pick<KeptAnswer<readonly ClientReport[]>, 'get' | 'markStale'>,
  ) {}

  async dayBoard(credentials: Credentials, ownerId: UserId, query: DayBoardQuery): Promise<Result<DayBoard, ApiFailure>> {
    const [calendar, reports] = await Promise.all([this.calendarAnswer.get(credentials, ownerId), this.reportsAnswer.get(credentials, ownerId)]);
    if (!calendar.ok) return calendar;
    if (!reports.ok) return reports;
    const takings = reports.value.part(takingsByClient);
    const takingsOf = (clientId: string) => takings.get(clientId) ?? 0;
    const kept = calendar.value;
    return ok(kept.has(calendarTableOf) ? dayBoard(kept.part(calendarTableOf), query.day, query.now, takingsOf) : dayBoardOfEntries(kept.raw, query.day, query.now, takingsOf));
  }

  markStale(): void {
    this.calendarAnswer.markStale();
    this.reportsAnswer.markStale();
  }
}
