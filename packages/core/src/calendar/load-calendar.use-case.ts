// The business's calendar, as the calendar screen queries it: its table, kept where it was parsed
// (CalendarData), read through an index that makes dates only of the visits a screen shows.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { CalendarData } from './calendar-data.port';
import { CalendarIndex } from './calendar-index';

export class LoadCalendar {
  constructor(
    private readonly data: Pick<CalendarData, 'calendar'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<CalendarIndex, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const table = await this.data.calendar(credentials, ownerId);
      return table.ok ? ok(new CalendarIndex(table.value)) : table;
    });
  }
}
