// The dates of the recurrence the person chose for a client's visits, from today up to one year
// ahead, in the business's time zone.
import type { Temporal } from 'temporal-polyfill';
import type { Clock } from '../shared/clock.port';
import type { Result } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import { generateVisitDates, type NoVisitDates, type Recurrence } from './recurrence.rules';

export interface RecurrenceChoice {
  readonly recurrence: Recurrence;
  readonly time: Temporal.PlainTime;
  readonly weekday: IsoWeekday | null;
  readonly closedDays: readonly IsoWeekday[];
}

/** The dates of the chosen recurrence, from today up to one year ahead, in the business's zone. */
export class PlanRecurrence {
  constructor(private readonly clock: Pick<Clock, 'now' | 'timeZone'>) {}

  execute(choice: RecurrenceChoice): Result<readonly Temporal.ZonedDateTime[], NoVisitDates> {
    return generateVisitDates({ ...choice, now: this.clock.now(), timeZone: this.clock.timeZone() });
  }
}
