// The time sheet of a day, a week or a range for a team, a collaborator or everyone: computed where
// the reports are kept (ReportsData), in the business's time zone; Temporal values made here of
// what the screen shows.
import { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { LoadBusinessTimeZone } from '../business/load-business-time-zone.use-case';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { ReportsData } from './reports-data.port';
import type { SheetTeam, TimeSheet, TimeSheetScope } from './time-sheet.rules';
import type { WorkRange } from './work-figures.rules';

export interface TimeSheetAnswer extends TimeSheet {
  /** The zone its times are in. */
  readonly timeZone: string;
  readonly teamChoices: readonly SheetTeam[];
  readonly collaboratorChoices: readonly string[];
}

const instantOf = (epochMs: number | null) => (epochMs === null ? null : Temporal.Instant.fromEpochMilliseconds(epochMs));

export class LoadTimeSheet {
  constructor(
    private readonly data: Pick<ReportsData, 'timeSheet'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
    /** The business's zone where the device may be elsewhere; the clock's without it. */
    private readonly zones?: Pick<LoadBusinessTimeZone, 'execute'>,
  ) {}

  /** The range is checked by the caller (validateTimeSheetRange). */
  async execute(range: WorkRange, scope: TimeSheetScope): Promise<Result<TimeSheetAnswer, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const timeZone = this.zones ? (await this.zones.execute()).business : this.clock.timeZone();
      const answer = await this.data.timeSheet(credentials, ownerId, { from: range.from.toString(), to: range.to.toString(), team: scope.team, collaborator: scope.collaborator, timeZone });
      if (!answer.ok) return answer;
      const sheet = answer.value;
      return ok({
        timeZone,
        days: sheet.days.map((day) => ({ ...day, date: Temporal.PlainDate.from(day.date), firstStart: instantOf(day.firstStart), lastFinish: instantOf(day.lastFinish) })),
        people: sheet.people,
        teams: sheet.teams,
        total: sheet.total,
        teamChoices: sheet.teamChoices,
        collaboratorChoices: sheet.collaboratorChoices,
      });
    });
  }
}
