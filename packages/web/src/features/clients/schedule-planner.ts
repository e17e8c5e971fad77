// The scheduling block and its conflict resolution, shared by the add-client page and the
// client detail's "add dates": weekday, recurrence and time generate the dates (choosing a
// weekday resets the recurrence and the dates); "check" compares them with the team's agenda; the
// conflicts can be adjusted automatically or one by one (why it conflicts, the nearest free slots,
// pick / type a time / skip).
import {
  adjustPlan,
  explainEntry,
  fromTwelveHour,
  hasConflicts,
  plannedDates,
  planVisits,
  replaceEntry,
  skipEntry,
  suggestForEntry,
  summarize,
  type Clock,
  type ConflictExplanation,
  type ConflictPolicy,
  type IsoWeekday,
  type Meridian,
  type PlanRecurrence,
  type PlanSummary,
  type Recurrence,
  type SlotSuggestions,
  type TeamAgenda,
  type VisitPlan,
  type VisitTask,
} from '@fieldteam/core';
import { makeAutoObservable } from 'mobx';
import type { Temporal } from 'temporal-polyfill';

type ManualRefusal = 'SCHEDULING_DATE_PASSED' | 'SCHEDULING_DAY_CLOSED' | 'SCHEDULING_CONFLICT' | 'TIME_INVALID';

const EMPTY_AGENDA: TeamAgenda<VisitTask> = { tasks: [], starts: [], occupiedEnds: [], maxOccupiedEnds: [] };

export class SchedulePlanner {
  weekday: IsoWeekday | null = null;
  recurrence: Recurrence | null = null;
  hour12 = 8;
  minute = 0;
  meridian: Meridian = 'AM';
  dates: readonly Temporal.ZonedDateTime[] = [];
  noDates: 'DAY_CLOSED' | 'TIME_PASSED' | null = null;
  closedDays: readonly IsoWeekday[] = [];

  plan: VisitPlan<VisitTask> | null = null;
  conflictsOpen = false;
  manualIndex: number | null = null;
  manualRefusal: ManualRefusal | null = null;
  typedTime = '';

  constructor(
    private readonly planRecurrence: Pick<PlanRecurrence, 'execute'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {
    makeAutoObservable<SchedulePlanner, 'clock' | 'planRecurrence'>(this, { clock: false, planRecurrence: false });
  }

  setClosedDays(days: readonly IsoWeekday[]): void {
    this.closedDays = days;
    this.regenerate();
  }

  /** Choosing a weekday resets the recurrence and the generated dates. */
  setWeekday(day: IsoWeekday | null): void {
    this.weekday = day;
    this.recurrence = null;
    this.dates = [];
    this.noDates = null;
    this.resetCheck();
  }

  setRecurrence(recurrence: Recurrence): void {
    this.recurrence = recurrence;
    this.regenerate();
  }

  setTime(hour12: number, minute: number, meridian: Meridian): void {
    this.hour12 = hour12;
    this.minute = minute;
    this.meridian = meridian;
    this.regenerate();
  }

  get time(): Temporal.PlainTime {
    return fromTwelveHour({ hour12: this.hour12, minute: this.minute, meridian: this.meridian });
  }

  private regenerate(): void {
    this.resetCheck();
    if (!this.recurrence) return;
    const result = this.planRecurrence.execute({ recurrence: this.recurrence, time: this.time, weekday: this.weekday, closedDays: this.closedDays });
    this.dates = result.ok ? result.value : [];
    this.noDates = result.ok ? null : result.error.reason;
  }

  /** Forgets the last check (anything that changes the dates or the team calls this). */
  resetCheck(): void {
    this.plan = null;
    this.conflictsOpen = false;
    this.manualIndex = null;
  }

  get checked(): boolean {
    return this.plan !== null && !this.conflictsOpen && this.openEntries.length === 0;
  }

  /** Compares the dates with the agenda; conflicts open the dialog. Returns true when nothing conflicts. */
  check(agenda: TeamAgenda<VisitTask> | null, policy: ConflictPolicy): boolean {
    this.plan = planVisits(agenda ?? EMPTY_AGENDA, this.dates, { ...policy, timeZone: this.clock.timeZone(), closedDays: this.closedDays });
    this.conflictsOpen = hasConflicts(this.plan);
    return !this.conflictsOpen;
  }

  /** Shows a plan made elsewhere (a visit moved, a team change); conflicts open the dialog. */
  showPlan(plan: VisitPlan<VisitTask>): boolean {
    this.plan = plan;
    this.manualIndex = null;
    this.conflictsOpen = hasConflicts(plan);
    return !this.conflictsOpen;
  }

  get summary(): PlanSummary | null {
    return this.plan ? summarize(this.plan) : null;
  }

  /** Entries still needing a decision: conflicting, or not placed by the automatic adjustment. */
  get openEntries(): number[] {
    return this.plan ? this.plan.entries.flatMap((e, i) => (e.status === 'conflict' || e.status === 'unplaced' ? [i] : [])) : [];
  }

  /** Entries the adjustment changed, for the summary list. */
  get changedEntries(): number[] {
    return this.plan ? this.plan.entries.flatMap((e, i) => (['moved', 'picked', 'skipped'].includes(e.status) ? [i] : [])) : [];
  }

  get finalDates(): Temporal.ZonedDateTime[] {
    return this.plan ? plannedDates(this.plan) : [...this.dates];
  }

  adjustAutomatically(): void {
    if (!this.plan) return;
    this.plan = adjustPlan(this.plan);
    this.manualIndex = null;
  }

  openManual(index: number): void {
    this.manualIndex = index;
    this.manualRefusal = null;
    this.typedTime = '';
  }

  closeManual(): void {
    this.manualIndex = null;
  }

  get manualExplanation(): readonly ConflictExplanation<VisitTask>[] {
    return this.plan && this.manualIndex !== null ? explainEntry(this.plan, this.manualIndex) : [];
  }

  get manualSuggestions(): SlotSuggestions {
    return this.plan && this.manualIndex !== null ? suggestForEntry(this.plan, this.manualIndex, this.clock.now()) : { before: [], after: [] };
  }

  pick(date: Temporal.ZonedDateTime): void {
    if (!this.plan || this.manualIndex === null) return;
    const result = replaceEntry(this.plan, this.manualIndex, date, this.clock.now());
    if (!result.ok) {
      this.manualRefusal = result.error.code;
      return;
    }
    this.plan = result.value;
    this.manualIndex = null;
  }

  setTypedTime(text: string): void {
    this.typedTime = text;
    this.manualRefusal = null;
  }

  /** A time typed as HH:MM (24 h) on the same day as the conflicting date. */
  pickTypedTime(): void {
    if (!this.plan || this.manualIndex === null) return;
    const match = /^(\d{1,2}):(\d{2})$/.exec(this.typedTime.trim());
    const hour = match ? Number(match[1]) : NaN;
    const minute = match ? Number(match[2]) : NaN;
    if (!(hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59)) {
      this.manualRefusal = 'TIME_INVALID';
      return;
    }
    this.pick(this.plan.entries[this.manualIndex]!.original.withPlainTime({ hour, minute }));
  }

  skip(index: number): void {
    if (!this.plan) return;
    this.plan = skipEntry(this.plan, index);
    if (this.manualIndex === index) this.manualIndex = null;
  }

  /** Closes the dialog once every date is decided. */
  acceptPlan(): void {
    if (this.openEntries.length === 0 && this.plan) this.conflictsOpen = false;
  }

  closeConflicts(): void {
    this.conflictsOpen = false;
  }
}
