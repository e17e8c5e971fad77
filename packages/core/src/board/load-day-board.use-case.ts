// The owner's live board of today (or another day): computed where the calendar and reports are
// kept (DayBoardData), with the business's local day and minute as "now". A board is live: each
// load asks for the answers fresh, since the visits change by the crews' hands and not only by
// this app's writes.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { LoadBusinessTimeZone } from '../business/load-business-time-zone.use-case';
import type { Clock } from '../shared/clock.port';
import { dayKeyOf } from '../shared/day-key';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Temporal } from 'temporal-polyfill';
import type { DayBoardData } from './day-board-data.port';
import type { DayBoard } from './day-board.rules';

export class LoadDayBoard {
  constructor(
    private readonly data: Pick<DayBoardData, 'dayBoard' | 'markStale'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    /** The business's zone where the device may be elsewhere; the clock's without it. */
    private readonly zones?: Pick<LoadBusinessTimeZone, 'execute'>,
  ) {}

  /** The board of `date`, today by default. */
  async execute(date?: Temporal.PlainDate): Promise<Result<DayBoard, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      // The zone's lookup does not hold up the worker's start and the answers' request.
      const [, timeZone] = await Promise.all([this.data.markStale(), this.zones ? this.zones.execute().then((zones) => zones.business) : this.clock.timeZone()]);
      const now = this.clock.now().toZonedDateTimeISO(timeZone);
      return this.data.dayBoard(credentials, ownerId, { day: dayKeyOf(date ?? now), now: { day: dayKeyOf(now), minute: now.hour * 60 + now.minute } });
    });
  }
}
