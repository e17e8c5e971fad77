// Today's visits in progress, whichever device started them: the reports' open reports (the
// server's) merged with this device's record (its starts, and the actions waiting for the
// network). The road and the calendar show them "In progress" and let them be finished from here.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ReportsData } from '../reports/reports-data.port';
import { businessToday } from '../shared/business-today';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure } from '../shared/failures';
import { mergeStartedVisits, type OpenReport, type StartedVisit } from './started-visits.rules';
import type { InProgressVisits, VisitOutbox } from './visit-stores.port';

export interface StartedVisits {
  /** Per client, its visit in progress today. */
  readonly visits: ReadonlyMap<string, StartedVisit>;
  /** The server's open reports of today as last read; null when they could not be read (the device's record alone). */
  readonly open: readonly OpenReport[] | null;
  /** Why the server's could not be read; null when they were (or no one is signed in). */
  readonly failure: ApiFailure | null;
}

export class LoadStartedVisits {
  constructor(
    private readonly reports: Pick<ReportsData, 'openReports'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly inProgress: Pick<InProgressVisits, 'load'>,
    private readonly outbox: Pick<VisitOutbox, 'load'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  /** Asks the server for today's open reports and merges them with this device's record. */
  async execute(): Promise<StartedVisits> {
    const context = businessContext(this.sessions);
    if (!context.ok) return this.onDevice(null);
    const { credentials, ownerId } = context.value;
    const answer = await this.reports.openReports(credentials, ownerId, businessToday(this.clock).toString());
    return answer.ok ? this.onDevice(answer.value) : { ...this.onDevice(null), failure: answer.error };
  }

  /** Merges open reports already read with this device's record as it is now (after an action here), without asking again. */
  onDevice(open: readonly OpenReport[] | null): StartedVisits {
    return { visits: mergeStartedVisits(open, this.inProgress.load(), this.outbox.load()), open, failure: null };
  }
}
