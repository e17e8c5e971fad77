// The calendar's dialog: a day's tasks, or a client's details (opened from a day's task or from
// the search) with the report and "Finalizar serviço", which finishes a visit in progress and
// reloads the calendar (001 section 2, spec decision 13).
import type { CalendarClient, FinishVisitFromCalendar, ScheduledVisit } from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { failureMessage } from '../../shared/failure-message';
import { msg, serverText, type MessageRef } from '../../shared/message';
import type { Notifier } from '../../shared/notifier';
import type { CalendarRecords } from './calendar-records';
import { byStart, type DayTask, type MonthGridViewModel } from './month-grid.view-model';

/** What the dialog shows: a day's tasks, or a client. */
export type CalendarDialogView =
  | { readonly kind: 'day'; readonly date: Temporal.PlainDate }
  /** A client's details; `fromDay` when it was opened from a day's list (offers the way back). */
  | { readonly kind: 'client'; readonly clientId: string; readonly visitId: string | null; readonly fromDay: Temporal.PlainDate | null };

const isOpen = (visit: ScheduledVisit) => visit.status === 'pending' || visit.status === 'started';

/**
 * The visit the client modal finishes when it was opened from the search: the visit in progress,
 * else today's first open visit, else the next open one, else the latest open one left behind.
 */
export function visitToFinish(visits: readonly ScheduledVisit[], today: Temporal.PlainDate): ScheduledVisit | null {
  const open = visits.filter(isOpen).sort(byStart);
  const started = open.find((v) => v.status === 'started');
  if (started) return started;
  const upcoming = open.find((v) => Temporal.PlainDate.compare(v.start.toPlainDate(), today) >= 0);
  return upcoming ?? open.at(-1) ?? null;
}

export class CalendarDialogViewModel {
  view: CalendarDialogView | null = null;
  detailsOpen = false;
  report = '';
  finishing = false;
  /**
   * The last finish's outcome, shown inside the modal too: the notifier's alerts sit behind a
   * modal <dialog> (the top layer), where they are neither seen clearly nor announced.
   */
  outcome: { readonly tone: 'success' | 'error'; readonly message: MessageRef } | null = null;

  constructor(
    private readonly calendar: CalendarRecords,
    private readonly month: MonthGridViewModel,
    private readonly finishVisit: Pick<FinishVisitFromCalendar, 'execute'>,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable<CalendarDialogViewModel, 'calendar' | 'month'>(this, { calendar: false, month: false, view: observableRef });
  }

  /** A day of the grid (clicked, or Enter on the focused one): the grid's focus moves there too. */
  openDay(date: Temporal.PlainDate): void {
    this.month.focus(date);
    this.show({ kind: 'day', date });
  }

  /** A task picked in a day's list: that client, finishing that visit. */
  openTask(task: DayTask): void {
    const fromDay = this.view?.kind === 'day' ? this.view.date : null;
    this.show({ kind: 'client', clientId: task.record.client.id, visitId: task.visit.id, fromDay });
  }

  /** A client picked in the search: the visit to finish is chosen by `visitToFinish`. */
  openClient(record: CalendarClient): void {
    const visits = this.calendar.index.clientVisits(record.client.id);
    this.show({ kind: 'client', clientId: record.client.id, visitId: visitToFinish(visits, this.calendar.today)?.id ?? null, fromDay: null });
  }

  backToDay(): void {
    if (this.view?.kind === 'client' && this.view.fromDay && !this.finishing) this.show({ kind: 'day', date: this.view.fromDay });
  }

  close(): void {
    if (!this.finishing) this.view = null;
  }

  private show(view: CalendarDialogView): void {
    this.view = view;
    this.detailsOpen = false;
    this.report = '';
    this.outcome = null;
  }

  get dayTasks(): readonly DayTask[] {
    return this.view?.kind === 'day' ? this.month.tasksOn(this.view.date) : [];
  }

  get selectedRecord(): CalendarClient | null {
    const view = this.view;
    return view?.kind === 'client' ? this.calendar.index.clientById(view.clientId) : null;
  }

  /** The shown client's visits, in order. */
  get selectedVisits(): readonly ScheduledVisit[] {
    const view = this.view;
    return view?.kind === 'client' ? this.calendar.index.clientVisits(view.clientId) : [];
  }

  get selectedVisit(): ScheduledVisit | null {
    const view = this.view;
    if (view?.kind !== 'client' || !view.visitId) return null;
    return this.selectedVisits.find((v) => v.id === view.visitId) ?? null;
  }

  /** The client's visits in the month shown (the details). */
  get selectedMonthVisits(): readonly ScheduledVisit[] {
    return this.selectedVisits.filter((v) => v.start.toPlainDate().toPlainYearMonth().equals(this.month.month));
  }

  /**
   * "Finalizar serviço" finishes a visit in progress only (001 sections 1 and 4: pending, then
   * started, then finished): it is no way around starting it.
   */
  get canFinish(): boolean {
    return !!this.selectedRecord && this.selectedVisit?.status === 'started' && !this.finishing;
  }

  /** Why the selected visit cannot be finished here (null when it can, or while finishing). */
  get finishBlockedBecause(): 'noVisit' | 'notStarted' | 'finished' | 'cancelled' | null {
    const visit = this.selectedVisit;
    if (!visit) return 'noVisit';
    if (visit.status === 'pending') return 'notStarted';
    if (visit.status === 'finished' || visit.status === 'cancelled') return visit.status;
    return null;
  }

  toggleDetails(): void {
    this.detailsOpen = !this.detailsOpen;
  }

  setReport(text: string): void {
    this.report = text;
  }

  /** "Finalizar serviço": the visit with the report (cut to 250); the calendar reloads after. */
  async finish(): Promise<void> {
    const record = this.selectedRecord;
    const visit = this.selectedVisit;
    if (!record || !visit || !this.canFinish) return;
    this.finishing = true;
    this.outcome = null;
    const result = await this.finishVisit.execute({ clientId: record.client.id, visitId: visit.id, report: this.report });
    runInAction(() => {
      this.finishing = false;
      if (!result.ok) {
        this.notifier.failure(result.error);
        this.outcome = { tone: 'error', message: failureMessage(result.error) };
        return;
      }
      const message = result.value.message ? serverText(result.value.message) : msg('calendar:finish.done');
      this.notifier.success(message);
      this.outcome = { tone: 'success', message };
      this.report = '';
    });
    if (result.ok) await this.calendar.load();
  }
}
