// The working-hours builder of /role-business and /business-work-days: pick a day and a range,
// add it (refused on a closed day or a day already added), add closed days, remove, reorganise.
import {
  addClosedDay,
  addWorkingHours,
  EMPTY_BUSINESS_HOURS,
  removeClosedDay,
  removeWorkingHours,
  reorganise,
  type BusinessHours,
  type HoursIssue,
  type IsoWeekday,
} from '@fieldteam/core';
import { makeAutoObservable } from 'mobx';

export class WorkingHoursEditor {
  hours: BusinessHours = EMPTY_BUSINESS_HOURS;
  day: IsoWeekday = 1;
  startHour = 8;
  endHour = 18;
  closedDay: IsoWeekday = 7;
  issue: HoursIssue | null = null;

  constructor(private readonly now: () => number = () => Date.now()) {
    makeAutoObservable<WorkingHoursEditor, 'now'>(this, { now: false });
  }

  load(hours: BusinessHours | null): void {
    this.hours = hours ?? EMPTY_BUSINESS_HOURS;
    this.issue = null;
  }

  setDay(day: IsoWeekday): void {
    this.day = day;
    this.issue = null;
  }

  setRange(startHour: number, endHour: number): void {
    this.startHour = startHour;
    this.endHour = endHour;
    this.issue = null;
  }

  setClosedDay(day: IsoWeekday): void {
    this.closedDay = day;
    this.issue = null;
  }

  addHours(): boolean {
    const result = addWorkingHours(this.hours, { day: this.day, startHour: this.startHour, endHour: this.endHour }, this.now());
    if (!result.ok) {
      this.issue = result.error;
      return false;
    }
    this.hours = result.value;
    this.issue = null;
    return true;
  }

  addClosed(): boolean {
    const result = addClosedDay(this.hours, this.closedDay);
    if (!result.ok) {
      this.issue = result.error;
      return false;
    }
    this.hours = result.value;
    this.issue = null;
    return true;
  }

  removeHours(id: string): void {
    this.hours = removeWorkingHours(this.hours, id);
  }

  removeClosed(day: IsoWeekday): void {
    this.hours = removeClosedDay(this.hours, day);
  }

  reorganise(): void {
    this.hours = reorganise(this.hours);
  }

  /** The translation key of the current issue. */
  get issueKey(): string | null {
    switch (this.issue) {
      case null:
        return null;
      case 'DAY_CLOSED':
        return 'validation:DAY_CLOSED';
      case 'DAY_ALREADY_ADDED':
        return 'validation:DAY_ALREADY_ADDED';
      default:
        return `business:hours.issues.${this.issue}`;
    }
  }
}
