// The calendar's clashes filter: the visits that clash with another visit of their team (core
// finds them once, where the calendar is indexed), from today on, 10 a page; each opens its day.
import type { DayTask } from '@fieldteam/core';
import { makeAutoObservable } from 'mobx';
import type { CalendarRecords } from './calendar-records';

const CLASHES_PAGE_SIZE = 10;

export class CalendarClashesViewModel {
  /** Whether the list of clashes is shown. */
  open = false;
  page = 1;

  constructor(private readonly calendar: CalendarRecords) {
    makeAutoObservable<CalendarClashesViewModel, 'calendar'>(this, { calendar: false });
  }

  /** Where the clashing visits from the business's today on are (numbers: a large business has thousands). */
  private get positions(): readonly number[] {
    return this.calendar.index.clashPositions(this.calendar.today);
  }

  /** The clashing visits from the business's today on, in time order. */
  get clashes(): readonly DayTask[] {
    return this.calendar.index.tasksAt(this.positions);
  }

  get count(): number {
    return this.positions.length;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.count / CLASHES_PAGE_SIZE));
  }

  get pageItems(): readonly DayTask[] {
    const page = Math.min(this.page, this.pageCount);
    // Dates are made for the page shown only.
    return this.calendar.index.tasksAt(this.positions.slice((page - 1) * CLASHES_PAGE_SIZE, page * CLASHES_PAGE_SIZE));
  }

  toggle(): void {
    this.open = !this.open;
    this.page = 1;
  }

  setPage(page: number): void {
    this.page = page;
  }
}
