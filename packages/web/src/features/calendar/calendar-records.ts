// The calendar screen's data, shared by its panels (the month grid, the client search and the
// day or client dialog): the business's calendar as an index over its table (kept where it was
// parsed: core's CalendarData), and the business's today. A failed load is swallowed silently, as
// the spec says: the calendar then shows its empty state.
import { businessToday, CalendarIndex, type CalendarClient, type Clock, type LoadCalendar, type ScheduledVisit } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';

export type VisitStatus = ScheduledVisit['status'];

export class CalendarRecords {
  /** The calendar: replaced whole by each load, never changed in place. */
  index: CalendarIndex = CalendarIndex.empty();
  loading = true;
  /** The business's today, in its time zone. */
  readonly today: Temporal.PlainDate;

  constructor(
    private readonly loadCalendar: Pick<LoadCalendar, 'execute'>,
    clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {
    this.today = businessToday(clock);
    makeAutoObservable(this, { index: observableRef });
  }

  /** The clients, by name. */
  get records(): readonly CalendarClient[] {
    return this.index.clients;
  }

  /** Loads (and, after a finish, reloads) the calendar; a failure leaves it as it was, silently. */
  async load(): Promise<void> {
    const result = await this.loadCalendar.execute();
    runInAction(() => {
      this.loading = false;
      // A failed reload keeps what is shown; a failed first load leaves the calendar empty.
      if (result.ok) this.index = result.value;
    });
  }
}
