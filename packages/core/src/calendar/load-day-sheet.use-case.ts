// A team's printable day sheet from the calendar, made where the calendar and the
// reports are kept (CalendarData).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import { dayKeyOf } from '../shared/day-key';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Temporal } from 'temporal-polyfill';
import type { CalendarData } from './calendar-data.port';
import type { DaySheetStop } from './day-sheet.rules';

export class LoadDaySheet {
  constructor(
    private readonly data: Pick<CalendarData, 'daySheet'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** The stops of `teamId` (null: the clients without a team) on `day`, by time. */
  async execute(day: Temporal.PlainDate, teamId: string | null): Promise<Result<readonly DaySheetStop[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.data.daySheet(credentials, ownerId, { day: dayKeyOf(day), teamId }));
  }
}
