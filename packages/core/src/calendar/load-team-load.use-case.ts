// The week view of each team's load: the week (Monday to Sunday) of a day, with the
// business's open hours each day, counted where the calendar is kept (CalendarData).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { LoadBusinessHours } from '../business/load-business-hours.use-case';
import { dayKeyOf } from '../shared/day-key';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import type { Temporal } from 'temporal-polyfill';
import { openMinutesOn } from '../scheduling/open-hours.rules';
import type { CalendarData } from './calendar-data.port';
import type { TeamLoad } from './team-load.rules';

/** The Monday of the week `day` is in. */
export const mondayOf = (day: Temporal.PlainDate): Temporal.PlainDate => day.subtract({ days: day.dayOfWeek - 1 });

export class LoadTeamLoad {
  constructor(
    private readonly data: Pick<CalendarData, 'teamLoad'>,
    private readonly hours: Pick<LoadBusinessHours, 'execute'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** The load of the week `day` is in. */
  async execute(day: Temporal.PlainDate): Promise<Result<TeamLoad, NotSignedIn | ApiFailure>> {
    const hours = await this.hours.execute();
    if (!hours.ok) return hours;
    const monday = mondayOf(day);
    const dates = Array.from({ length: 7 }, (_, i) => monday.add({ days: i }));
    const openMinutes = dates.map((date) => openMinutesOn(hours.value, date.dayOfWeek as IsoWeekday));
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.data.teamLoad(credentials, ownerId, { days: dates.map(dayKeyOf), openMinutes }));
  }
}
