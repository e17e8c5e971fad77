// The calendar screen's data, shared by its panels (the month grid, the client search and the
// day or client dialog): every client's record with its visits, and the business's today. A
// failed load is swallowed silently, as the spec says: the calendar then shows its empty state.
import { businessToday, compareText, type CalendarRecord, type Clock, type LoadCalendar, type ScheduledVisit } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';
import { yieldToMain } from '../../shared/yield-to-main';

export type VisitStatus = ScheduledVisit['status'];

export class CalendarRecords {
  /** The clients' records, by name. */
  records: readonly CalendarRecord[] = [];
  loading = true;
  /** The business's today, in its time zone. */
  readonly today: Temporal.PlainDate;

  constructor(
    private readonly loadCalendar: Pick<LoadCalendar, 'execute'>,
    clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {
    this.today = businessToday(clock);
    makeAutoObservable(this, { records: observableRef });
  }

  /** Loads (and, after a finish, reloads) the calendar; a failure leaves it as it was, silently. */
  async load(): Promise<void> {
    const result = await this.loadCalendar.execute();
    // Read, checked and mapped in one task; sorted and drawn in the next (ADR 0035).
    await yieldToMain();
    runInAction(() => {
      this.loading = false;
      // A failed reload keeps what is shown; a failed first load leaves the calendar empty.
      if (!result.ok) return;
      this.records = [...result.value].sort((a, b) => compareText(a.client.name, b.client.name));
    });
  }
}
