// The calendar's "Move a day" dialog: pick a team (or all) and a day, then a date or the next
// working day; the preview lists every visit's new time (and what it avoided); confirming sends
// the moves with a progress bar, each failure listed and retryable. The preview warns of the days
// the move would take a team past its capacity (the move can still be confirmed). The move is kept on the device
// as it goes (RunDayMove's journal): opening the calendar again resumes a move left unfinished,
// and a moved day can be moved back in one action.
import {
  businessToday,
  canMoveBack,
  dayMoveFinished,
  dayMoveProgress,
  isApiFailure,
  summarizeDayMove,
  type DayMoveProgress,
  type DayMoveSummary,
  type DayMoveRefusal,
  type Clock,
  type BusinessHours,
  type CapacityWarning,
  type DayBoard,
  type LoadCapacityReserve,
  type PlannedDayMove,
  type DayMoveRecord,
  type IsoWeekday,
  type LoadBusinessHours,
  type LoadDayBoard,
  type PlanDayMove,
  type RunDayMove,
} from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { failureMessage, type AnyFailure } from '../../shared/failure-message';
import { msg, type MessageRef } from '../../shared/message';

export type MoveDayStep = 'choose' | 'preview' | 'sending';
export const ALL_TEAMS = 'all';

const dateOrNull = (text: string): Temporal.PlainDate | null => {
  try {
    return Temporal.PlainDate.from(text);
  } catch {
    return null;
  }
};

const isRefusal = (failure: AnyFailure | { readonly code: DayMoveRefusal }): failure is { readonly code: DayMoveRefusal } => !isApiFailure(failure) && failure.code !== 'NOT_SIGNED_IN' && failure.code !== 'VALIDATION_FAILED';

export class MoveDayViewModel {
  open = false;
  step: MoveDayStep = 'choose';
  /** yyyy-mm-dd texts, as the date fields hold them. */
  day = '';
  team: string = ALL_TEAMS;
  targetKind: 'date' | 'next-working-day' = 'next-working-day';
  targetDate = '';
  board: DayBoard | null = null;
  plan: PlannedDayMove | null = null;
  record: DayMoveRecord | null = null;
  problem: MessageRef | null = null;
  busy = false;
  private closedDays: readonly IsoWeekday[] = [];
  /** The business's hours, and the reserve it keeps free: what each team's capacity is measured with. */
  private hours: BusinessHours | null = null;
  private reservePercent = 0;
  /** Told after visits moved (the calendar reloads). */
  private afterMove: () => void = () => {};

  constructor(
    private readonly loadBoard: Pick<LoadDayBoard, 'execute'>,
    private readonly loadHours: Pick<LoadBusinessHours, 'execute'>,
    private readonly planMove: Pick<PlanDayMove, 'execute'>,
    private readonly runMove: Pick<RunDayMove, 'execute' | 'begin' | 'beginMoveBack' | 'kept'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly loadReserve: Pick<LoadCapacityReserve, 'execute'>,
  ) {
    makeAutoObservable<MoveDayViewModel, 'loadBoard' | 'loadHours' | 'planMove' | 'runMove' | 'clock' | 'afterMove' | 'loadReserve'>(this, {
      loadBoard: false,
      loadHours: false,
      planMove: false,
      runMove: false,
      clock: false,
      afterMove: false,
      loadReserve: false,
    });
  }

  onMoved(listener: () => void): void {
    this.afterMove = listener;
  }

  /** The teams with visits still to do on the chosen day. */
  get teams(): readonly { id: string; name: string; pending: number }[] {
    return (this.board?.teams ?? []).flatMap((t) => (t.teamId !== null && t.pending > 0 ? [{ id: t.teamId, name: t.teamName ?? '', pending: t.pending }] : []));
  }

  get progress(): DayMoveProgress {
    return this.record ? dayMoveProgress(this.record) : { done: 0, failed: 0, total: 0 };
  }

  /** Every visit was moved. */
  get finished(): boolean {
    return this.record !== null && dayMoveFinished(this.record);
  }

  /** A finished move forward, not being sent: a move back is never offered for a move back. */
  get canMoveBack(): boolean {
    return this.record !== null && !this.busy && canMoveBack(this.record);
  }

  /** Where the previewed plan's visits land (past the target day when it is full), and how many stay. */
  get summary(): DayMoveSummary | null {
    return this.plan ? summarizeDayMove(this.plan) : null;
  }

  /** The days the previewed move would take a team past its capacity. */
  get capacityWarnings(): readonly CapacityWarning[] {
    return this.plan?.overCapacity ?? [];
  }

  get unfinished(): boolean {
    return this.record !== null && !this.finished;
  }

  get failures() {
    return (this.record?.steps ?? []).filter((s) => s.state === 'failed').map((s) => ({ step: s, message: s.failure ? failureMessage(s.failure) : msg('common:errors.unreachable') }));
  }

  /** On the calendar's opening: a move left unfinished (a reload, a lost signal) opens and goes on. */
  async resumeKept(): Promise<void> {
    const kept = this.runMove.kept();
    if (!kept) return;
    this.record = kept;
    if (this.finished) return;
    this.open = true;
    this.step = 'sending';
    await this.send();
  }

  async openFor(day: Temporal.PlainDate = businessToday(this.clock)): Promise<void> {
    this.open = true;
    this.step = 'choose';
    this.plan = null;
    this.problem = null;
    this.team = ALL_TEAMS;
    this.targetKind = 'next-working-day';
    this.targetDate = '';
    this.day = day.toString();
    this.reservePercent = this.loadReserve.execute();
    const [hours] = await Promise.all([this.loadHours.execute(), this.loadDay()]);
    runInAction(() => {
      if (hours.ok && hours.value) {
        this.hours = hours.value;
        this.closedDays = hours.value.closedDays;
      }
    });
  }

  close(): void {
    this.open = false;
  }

  async setDay(text: string): Promise<void> {
    this.day = text;
    this.team = ALL_TEAMS;
    await this.loadDay();
  }

  setTeam(team: string): void {
    this.team = team;
  }

  setTarget(kind: 'date' | 'next-working-day', date = this.targetDate): void {
    this.targetKind = kind;
    this.targetDate = date;
  }

  async preview(): Promise<void> {
    const day = dateOrNull(this.day);
    const targetDate = this.targetKind === 'date' ? dateOrNull(this.targetDate) : null;
    if (!day || (this.targetKind === 'date' && !targetDate)) {
      this.problem = msg('day:move.errors.dates');
      return;
    }
    const teams = this.team === ALL_TEAMS ? this.teams : this.teams.filter((t) => t.id === this.team);
    this.busy = true;
    this.problem = null;
    const plan = await this.planMove.execute({
      teams: teams.map(({ id, name }) => ({ id, name })),
      day,
      target: targetDate ? { kind: 'date', date: targetDate } : { kind: 'next-working-day' },
      closedDays: this.closedDays,
      capacity: { hours: this.hours, reservePercent: this.reservePercent },
    });
    runInAction(() => {
      this.busy = false;
      if (plan.ok) {
        this.plan = plan.value;
        this.step = 'preview';
      } else this.problem = isRefusal(plan.error) ? msg(`day:move.errors.${plan.error.code}`) : failureMessage(plan.error);
    });
  }

  back(): void {
    this.step = 'choose';
  }

  /** Sends the previewed plan's moves. */
  async confirm(): Promise<void> {
    if (!this.plan) return;
    this.record = this.runMove.begin(this.plan);
    this.step = 'sending';
    await this.send();
  }

  /** Sends again the visits that failed (or were never sent). */
  async retry(): Promise<void> {
    await this.send();
  }

  /** Moves the moved day back: its moved visits to their old times, once. */
  async moveBack(): Promise<void> {
    if (!this.canMoveBack) return;
    const back = this.runMove.beginMoveBack();
    if (!back) return;
    this.record = back;
    this.problem = null;
    this.open = true;
    this.step = 'sending';
    await this.send();
  }

  private async send(): Promise<void> {
    // One run at a time: a second would send the same visits again.
    if (this.busy) return;
    this.busy = true;
    const result = await this.runMove.execute((record) => runInAction(() => (this.record = record)));
    runInAction(() => {
      this.busy = false;
      if (result.ok) this.record = result.value;
      else this.problem = result.error.code === 'NO_DAY_MOVE' ? null : failureMessage(result.error);
    });
    this.afterMove();
  }

  private async loadDay(): Promise<void> {
    const day = dateOrNull(this.day);
    if (!day) return;
    const asked = this.day;
    const board = await this.loadBoard.execute(day);
    runInAction(() => {
      // A day chosen meanwhile wins over the board of the one asked before (the first read of the
      // calendar can answer after a later, quicker one).
      if (this.day !== asked) return;
      if (board.ok) this.board = board.value;
      else this.problem = failureMessage(board.error);
    });
  }
}
