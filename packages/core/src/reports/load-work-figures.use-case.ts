// The work report's figures for a range: hours worked per collaborator or client,
// visits finished against cancelled and the average visit's length, by week or month, and a page
// of the range's finished visits. Computed where the reports are kept (ReportsData); Temporal
// values made here of what the screen shows.
import { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { ReportsData, WorkedVisitRecord } from './reports-data.port';
import type { DurationFigures, HoursFigures, OutcomeFigures, WorkedVisit, WorkGrain, WorkGrouping, WorkRange } from './work-figures.rules';

export interface WorkFiguresQuery {
  readonly range: WorkRange;
  readonly grain: WorkGrain;
  readonly grouping: WorkGrouping;
  /** The page of rows (1-based) and its size; a size of 0 gives every row of the range. */
  readonly page: number;
  readonly pageSize: number;
}

export interface WorkFigures {
  readonly hours: HoursFigures;
  readonly outcomes: OutcomeFigures;
  readonly duration: DurationFigures;
  /** The range's finished visits, newest first: the page asked for, and how many in all. */
  readonly rows: readonly WorkedVisit[];
  readonly rowCount: number;
}

const instantOf = (epochMs: number | null) => (epochMs === null ? null : Temporal.Instant.fromEpochMilliseconds(epochMs));

const workedVisitOf = (record: WorkedVisitRecord): WorkedVisit => ({
  ...record,
  date: Temporal.PlainDate.from(record.date),
  startedAt: instantOf(record.startedAt),
  finishedAt: instantOf(record.finishedAt),
});

export class LoadWorkFigures {
  constructor(
    private readonly data: Pick<ReportsData, 'workFigures'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(query: WorkFiguresQuery): Promise<Result<WorkFigures, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const answer = await this.data.workFigures(credentials, ownerId, {
        from: query.range.from.toString(),
        to: query.range.to.toString(),
        grain: query.grain,
        grouping: query.grouping,
        page: query.page,
        pageSize: query.pageSize,
      });
      if (!answer.ok) return answer;
      const figures = answer.value;
      const periods = figures.periods.map((period) => Temporal.PlainDate.from(period));
      return ok({
        hours: { periods, series: figures.hours.series, total: figures.hours.total },
        outcomes: { periods, ...figures.outcomes },
        duration: { periods, ...figures.duration },
        rows: figures.rows.map(workedVisitOf),
        rowCount: figures.rowCount,
      });
    });
  }
}
