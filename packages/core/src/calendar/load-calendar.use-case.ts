// The business's calendar: every client's visits with their status.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { CalendarApi, CalendarRecord } from './calendar.port';

export class LoadCalendar {
  constructor(
    private readonly api: Pick<CalendarApi, 'calendar'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(): Promise<Result<readonly CalendarRecord[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.api.calendar(credentials, ownerId));
  }
}
