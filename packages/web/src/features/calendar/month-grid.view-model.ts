// The calendar's month panel: the month's visits per day (their local wall time in the business's
// time zone), previous / next month and today, and the grid's keyboard focus (a roving tab stop
// that takes the month with it when it leaves the month).
import type { DaySummary, DayTask, IsoWeekday, ScheduledVisit } from '@fieldteam/core';
import { makeAutoObservable, observableRef } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { CalendarRecords } from './calendar-records';
import { monthWeeks, moveDay, type GridDay, type GridMove } from './calendar-month';

export type { DayTask } from '@fieldteam/core';

/** How many visits a day shows before "N more" (the grid's cell, the phone's list of days). */
const TASKS_SHOWN = 3;

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
   * The shown month's busy days, each with its count and first visits (the business's local wall
   * time). Only those: ten thousand clients visited weekly are forty thousand visits a month, and a
   * cell shows three of a day's.
   */
  get daySummaries(): ReadonlyMap<string, DaySummary> {
    return this.calendar.index.month(this.month, TASKS_SHOWN);
  }

  /** Every visit of a day, by time then client (the day's list, drawn in windows). */
  tasksOn(date: Temporal.PlainDate): readonly DayTask[] {
    return this.calendar.index.day(date);
  }

  get weeks(): readonly (readonly GridDay[])[] {
    return monthWeeks(this.month, this.weekStart);
  }

  /** The month's days that have visits, in order (the list that replaces the grid on phones). */
  get daysWithTasks(): readonly DaySummary[] {
    return [...this.daySummaries.values()];
  }

  get monthIsEmpty(): boolean {
    return this.daySummaries.size === 0;
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
