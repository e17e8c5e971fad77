// The calendar's month panel: the month's visits per day (their local wall time in the business's
// time zone), previous / next month and today, and the grid's keyboard focus (a roving tab stop
// that takes the month with it when it leaves the month).
import { compareText, type CalendarRecord, type IsoWeekday, type ScheduledVisit } from '@fieldteam/core';
import { makeAutoObservable, observableRef } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { CalendarRecords } from './calendar-records';
import { monthWeeks, moveDay, type GridDay, type GridMove } from './calendar-month';

/** One visit on a day: which client, and the visit. */
export interface DayTask {
  readonly key: string;
  readonly record: CalendarRecord;
  readonly visit: ScheduledVisit;
}

export const byStart = (a: ScheduledVisit, b: ScheduledVisit) => Temporal.PlainDateTime.compare(a.start, b.start);

export class MonthGridViewModel {
  month: Temporal.PlainYearMonth;
  /** The day cell that holds the grid's one tab stop (roving tabindex). */
  focusedDay: Temporal.PlainDate;

  constructor(
    private readonly calendar: CalendarRecords,
    readonly weekStart: IsoWeekday = 7,
  ) {
    this.month = calendar.today.toPlainYearMonth();
    this.focusedDay = calendar.today;
    makeAutoObservable<MonthGridViewModel, 'calendar'>(this, { calendar: false, month: observableRef, focusedDay: observableRef });
  }

  get today(): Temporal.PlainDate {
    return this.calendar.today;
  }

  /**
   * The shown month's visits by day (the visits carry the business's local wall time). Only that
   * month: a year of weekly visits for a hundred clients is thousands of dates, and the grid and
   * the day list show thirty days of them.
   */
  get tasksByDay(): ReadonlyMap<string, readonly DayTask[]> {
    return tasksByDay(this.calendar.records, this.month);
  }

  tasksOn(date: Temporal.PlainDate): readonly DayTask[] {
    const inMonth = date.year === this.month.year && date.month === this.month.month;
    return (inMonth ? this.tasksByDay : tasksByDay(this.calendar.records, date.toPlainYearMonth())).get(date.toString()) ?? [];
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
}

/** The visits of one month by day, each day's by start time then client name. */
function tasksByDay(records: readonly CalendarRecord[], month: Temporal.PlainYearMonth): Map<string, DayTask[]> {
  const days = new Map<string, DayTask[]>();
  for (const record of records) {
    for (const visit of record.visits) {
      if (visit.start.year !== month.year || visit.start.month !== month.month) continue;
      const day = visit.start.toPlainDate().toString();
      const list = days.get(day) ?? [];
      list.push({ key: `${record.client.id}:${visit.id}`, record, visit });
      days.set(day, list);
    }
  }
  for (const list of days.values()) list.sort((a, b) => byStart(a.visit, b.visit) || compareText(a.record.client.name, b.record.client.name));
  return days;
}
