// /business-clients/dashboard/calendar: the month's visits per day (in the business's time zone),
// previous / next month, a keyboard-driven grid focus, the client search (more than 2 characters,
// clients with their team and leader), and the day or client modal with the report and
// "Finalizar serviço" (001 section 2, DECISIONS 13). A failed load is swallowed silently, as the
// spec says: the calendar then shows its empty state.
import {
  type CalendarRecord,
  type Clock,
  type FinishVisitFromCalendar,
  type IsoWeekday,
  type LoadCalendar,
  type ScheduledVisit,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { failureMessage } from '../../shared/failure-message';
import { ListState } from '../../shared/list-state';
import { msg, serverText, type MessageRef } from '../../shared/message';
import type { Notifier } from '../../shared/notifier';
import { monthWeeks, moveDay, type GridDay, type GridMove } from './calendar-month';

/** Search results and their pages: the spec's "calendar entries", 5 a page. */
export const CALENDAR_SEARCH_PAGE_SIZE = 5;
/** The search starts when the text is longer than 2 characters. */
export const CALENDAR_SEARCH_MIN_LENGTH = 3;

export type VisitStatus = ScheduledVisit['status'];

/** One visit on a day: which client, and the visit. */
export interface DayTask {
  readonly key: string;
  readonly record: CalendarRecord;
  readonly visit: ScheduledVisit;
}

export type CalendarDialog =
  | { readonly kind: 'day'; readonly date: Temporal.PlainDate }
  /** A client's details; `fromDay` when it was opened from a day's list (offers the way back). */
  | { readonly kind: 'client'; readonly clientId: string; readonly visitId: string | null; readonly fromDay: Temporal.PlainDate | null };

const isOpen = (visit: ScheduledVisit) => visit.status === 'pending' || visit.status === 'started';
const byStart = (a: ScheduledVisit, b: ScheduledVisit) => Temporal.PlainDateTime.compare(a.start, b.start);

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

export class CalendarViewModel {
  records: readonly CalendarRecord[] = [];
  loading = true;
  /** The business's today, in its time zone. */
  readonly today: Temporal.PlainDate;
  month: Temporal.PlainYearMonth;
  /** The day cell that holds the grid's one tab stop (roving tabindex). */
  focusedDay: Temporal.PlainDate;
  readonly search = new ListState<CalendarRecord>(
    (r) => [r.client.name, r.client.address?.description, r.client.email, r.client.phone],
    CALENDAR_SEARCH_PAGE_SIZE,
  );
  dialog: CalendarDialog | null = null;
  detailsOpen = false;
  report = '';
  finishing = false;
  /**
   * The last finish's outcome, shown inside the modal too: the notifier's alerts sit behind a
   * modal <dialog> (the top layer), where they are neither seen clearly nor announced.
   */
  outcome: { readonly tone: 'success' | 'error'; readonly message: MessageRef } | null = null;

  constructor(
    private readonly loadCalendar: Pick<LoadCalendar, 'execute'>,
    private readonly finishVisit: Pick<FinishVisitFromCalendar, 'execute'>,
    clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly notifier: Notifier,
    readonly weekStart: IsoWeekday = 7,
  ) {
    this.today = clock.now().toZonedDateTimeISO(clock.timeZone()).toPlainDate();
    this.month = this.today.toPlainYearMonth();
    this.focusedDay = this.today;
    makeAutoObservable(this, { records: observableRef, dialog: observableRef, month: observableRef, focusedDay: observableRef });
  }

  /** Loads (and, after a finish, reloads) the calendar; a failure leaves it empty, silently. */
  async load(): Promise<void> {
    const result = await this.loadCalendar.execute();
    runInAction(() => {
      this.loading = false;
      // A failed reload keeps what is shown; a failed first load leaves the calendar empty.
      if (!result.ok) return;
      this.records = [...result.value].sort((a, b) => a.client.name.localeCompare(b.client.name));
      this.search.setItems(this.records);
    });
  }

  // --- the month and its grid ---

  /** Every visit by day (the visits carry the business's local wall time). */
  get tasksByDay(): ReadonlyMap<string, readonly DayTask[]> {
    const days = new Map<string, DayTask[]>();
    for (const record of this.records) {
      for (const visit of record.visits) {
        const day = visit.start.toPlainDate().toString();
        const list = days.get(day) ?? [];
        list.push({ key: `${record.client.id}:${visit.id}`, record, visit });
        days.set(day, list);
      }
    }
    for (const list of days.values()) list.sort((a, b) => byStart(a.visit, b.visit) || a.record.client.name.localeCompare(b.record.client.name));
    return days;
  }

  tasksOn(date: Temporal.PlainDate): readonly DayTask[] {
    return this.tasksByDay.get(date.toString()) ?? [];
  }

  get weeks(): readonly (readonly GridDay[])[] {
    return monthWeeks(this.month, this.weekStart);
  }

  /** The month's days that have visits, in order (the list that replaces the grid on phones). */
  get daysWithTasks(): readonly { readonly date: Temporal.PlainDate; readonly tasks: readonly DayTask[] }[] {
    return this.weeks
      .flat()
      .filter((day) => day.inMonth)
      .map((day) => ({ date: day.date, tasks: this.tasksOn(day.date) }))
      .filter((day) => day.tasks.length > 0);
  }

  get monthIsEmpty(): boolean {
    return this.daysWithTasks.length === 0;
  }

  isToday(date: Temporal.PlainDate): boolean {
    return date.equals(this.today);
  }

  isFocused(date: Temporal.PlainDate): boolean {
    return date.equals(this.focusedDay);
  }

  showPreviousMonth(): void {
    this.focus(moveDay(this.focusedDay, 'previousMonth', this.weekStart));
  }

  showNextMonth(): void {
    this.focus(moveDay(this.focusedDay, 'nextMonth', this.weekStart));
  }

  showToday(): void {
    this.focus(this.today);
  }

  /** A grid key: moves the focused day, and the month with it when the day leaves the month. */
  move(move: GridMove): void {
    this.focus(moveDay(this.focusedDay, move, this.weekStart));
  }

  focus(date: Temporal.PlainDate): void {
    this.focusedDay = date;
    const month = date.toPlainYearMonth();
    if (!month.equals(this.month)) this.month = month;
  }

  // --- the search ---

  setQuery(query: string): void {
    this.search.setQuery(query);
  }

  get searchActive(): boolean {
    return this.search.query.trim().length >= CALENDAR_SEARCH_MIN_LENGTH;
  }

  get searchResults(): readonly CalendarRecord[] {
    return this.searchActive ? this.search.pageItems : [];
  }

  get searchCount(): number {
    return this.searchActive ? this.search.filtered.length : 0;
  }

  // --- the modal ---

  openDay(date: Temporal.PlainDate): void {
    this.focus(date);
    this.showDialog({ kind: 'day', date });
  }

  /** A task picked in a day's list: that client, finishing that visit. */
  openTask(task: DayTask): void {
    const fromDay = this.dialog?.kind === 'day' ? this.dialog.date : null;
    this.showDialog({ kind: 'client', clientId: task.record.client.id, visitId: task.visit.id, fromDay });
  }

  /** A client picked in the search: the visit to finish is chosen by `visitToFinish`. */
  openClient(record: CalendarRecord): void {
    this.showDialog({ kind: 'client', clientId: record.client.id, visitId: visitToFinish(record.visits, this.today)?.id ?? null, fromDay: null });
  }

  backToDay(): void {
    if (this.dialog?.kind === 'client' && this.dialog.fromDay && !this.finishing) this.showDialog({ kind: 'day', date: this.dialog.fromDay });
  }

  closeDialog(): void {
    if (!this.finishing) this.dialog = null;
  }

  private showDialog(dialog: CalendarDialog): void {
    this.dialog = dialog;
    this.detailsOpen = false;
    this.report = '';
    this.outcome = null;
  }

  get dialogTasks(): readonly DayTask[] {
    return this.dialog?.kind === 'day' ? this.tasksOn(this.dialog.date) : [];
  }

  get selectedRecord(): CalendarRecord | null {
    const dialog = this.dialog;
    if (dialog?.kind !== 'client') return null;
    return this.records.find((r) => r.client.id === dialog.clientId) ?? null;
  }

  get selectedVisit(): ScheduledVisit | null {
    const dialog = this.dialog;
    if (dialog?.kind !== 'client' || !dialog.visitId) return null;
    return this.selectedRecord?.visits.find((v) => v.id === dialog.visitId) ?? null;
  }

  /** The client's visits in the month shown (the details). */
  get selectedMonthVisits(): readonly ScheduledVisit[] {
    return (this.selectedRecord?.visits ?? []).filter((v) => v.start.toPlainDate().toPlainYearMonth().equals(this.month)).sort(byStart);
  }

  /**
   * "Finalizar serviço" finishes a visit in progress only (001 sections 1 and 4: pending, then
   * started, then finished): it is no way around starting it (issue 13, decision 0026).
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
    if (result.ok) await this.load();
  }
}
