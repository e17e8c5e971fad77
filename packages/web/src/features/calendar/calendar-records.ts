// The calendar screen's data, shared by its panels (the month grid, the client search and the
// day or client dialog): the business's calendar as an index over its table (kept where it was
// parsed: core's CalendarData), and the business's today. A failed load is swallowed silently, as
// the spec says: the calendar then shows its empty state. Today's visits in progress are marked so
// from the reports' open reports and this device's starts (LoadStartedVisits), which a calendar
// answer without a visit's status does not tell: a visit started on a phone is finished here.
import { businessToday, CalendarIndex, dayKeyOf, withStartedVisits, type CalendarClient, type Clock, type LoadCalendar, type LoadStartedVisits, type ScheduledVisit, type StartedVisits } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Temporal } from 'temporal-polyfill';

export type VisitStatus = ScheduledVisit['status'];

export class CalendarRecords {
  /** The calendar: replaced whole by each load, never changed in place. */
  index: CalendarIndex = CalendarIndex.empty();
  loading = true;
  /** The business's today, in its time zone. */
  readonly today: Temporal.PlainDate;
  /** The calendar as its answer gives it, before today's visits in progress are marked. */
  private answered: CalendarIndex = this.index;
  /** Today's visits in progress that the server has (a start still waiting on a device cannot be finished here). */
  private startedIds: ReadonlySet<string> = new Set();

  constructor(
    private readonly loadCalendar: Pick<LoadCalendar, 'execute'>,
    clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly startedVisits: Pick<LoadStartedVisits, 'execute'> | null = null,
  ) {
    this.today = businessToday(clock);
    makeAutoObservable<CalendarRecords, 'answered' | 'startedIds' | 'startedVisits'>(this, { index: observableRef, answered: false, startedIds: false, startedVisits: false });
  }

  /** The clients, by name. */
  get records(): readonly CalendarClient[] {
    return this.index.clients;
  }

  /** Loads (and, after a finish, reloads) the calendar; a failure leaves it as it was, silently. */
  async load(): Promise<void> {
    // Asked beside the calendar, not before it: the month does not wait for the reports.
    const started = this.startedVisits?.execute();
    const result = await this.loadCalendar.execute();
    runInAction(() => {
      this.loading = false;
      // A failed reload keeps what is shown; a failed first load leaves the calendar empty.
      if (result.ok) {
        this.answered = result.value;
        this.index = this.marked();
      }
    });
    if (!started) return;
    const known = await started;
    runInAction(() => {
      this.startedIds = sentStarts(known);
      this.index = this.marked();
    });
  }

  /** The calendar with today's visits in progress marked started. */
  private marked(): CalendarIndex {
    const table = withStartedVisits(this.answered.table, dayKeyOf(this.today), this.startedIds);
    return table === this.answered.table ? this.answered : new CalendarIndex(table);
  }
}

const sentStarts = (started: StartedVisits): ReadonlySet<string> => {
  const ids = new Set<string>();
  for (const visit of started.visits.values()) if (visit.sent) ids.add(visit.visitId);
  return ids;
}
