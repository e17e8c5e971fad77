// The work report's data: the task reports and the visits' statuses, fetched side by side and
// turned into worked visits and outcomes in the business's time zone (issue 13).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { CalendarApi } from '../calendar/calendar.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { ReportsApi } from './reports.port';
import { visitOutcomes, workedVisits, type ClosedVisit, type WorkedVisit } from './work-figures.rules';

export interface WorkData {
  readonly visits: readonly WorkedVisit[];
  readonly outcomes: readonly ClosedVisit[];
}

export class LoadWorkReport {
  constructor(
    private readonly api: Pick<ReportsApi, 'reports'> & Pick<CalendarApi, 'calendar'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  async execute(): Promise<Result<WorkData, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const [reports, calendar] = await Promise.all([this.api.reports(credentials, ownerId), this.api.calendar(credentials, ownerId)]);
      if (!reports.ok) return reports;
      if (!calendar.ok) return calendar;
      return ok({ visits: workedVisits(reports.value, this.clock.timeZone()), outcomes: visitOutcomes(calendar.value) });
    });
  }
}
