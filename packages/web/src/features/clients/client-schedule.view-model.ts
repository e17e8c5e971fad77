// The client detail's schedule panel: the client's visits 5 a page (at most 40 page buttons),
// opening on the page of the next visit; the inline edit of a visit's date (save / cancel) and its
// deletion after confirmation (a new time is checked against the team's agenda first, and a clash
// is resolved in the conflict dialog before anything is sent); more dates, checked with the existing-client window (30 min plus
// the service duration) against the team's agenda, then measured against the team's capacity on
// each day they fall on (a warning shown before they are saved, which they still can be).
import {
  capacityWarnings,
  changesOf,
  fromTwelveHour,
  toTwelveHour,
  type AddVisitDates,
  type BusinessHours,
  type CapacityWarning,
  type DayBookings,
  type ChangePlan,
  type CheckVisitMove,
  type Clock,
  type DeleteVisit,
  type LoadBusinessHours,
  type LoadCapacityReserve,
  type LoadTeamAgenda,
  type Meridian,
  type PlanRecurrence,
  type Recurrence,
  type ScheduledVisit,
  type UpdateVisitDate,
  visitMinutes,
} from '@fieldteam/core';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { ListState } from '../../shared/list-state';
import { msg } from '../../shared/message';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { SchedulePlanner } from './schedule-planner';
import type { ShownClient } from './shown-client';

export const SCHEDULE_PAGE_SIZE = 5;
/** The schedule table shows at most this many page buttons (001 section 9). */
export const SCHEDULE_MAX_PAGE_BUTTONS = 40;

export class ClientScheduleViewModel {
  readonly visits = new ListState<ScheduledVisit>(() => [], SCHEDULE_PAGE_SIZE);
  // inline edit of one visit
  editingId: string | null = null;
  editDate = '';
  editHour12 = 8;
  editMinute = 0;
  editMeridian: Meridian = 'AM';
  editBusy = false;
  /** The edited visit's new time against the team's agenda, resolved in its own conflict dialog. */
  readonly movePlanner: SchedulePlanner;
  private moveCheck: ChangePlan | null = null;
  // a visit's deletion
  deleting: ScheduledVisit | null = null;
  deleteBusy = false;
  // more dates
  readonly planner: SchedulePlanner;
  datesModalOpen = false;
  datesBusy = false;
  datesMissing = false;
  /** What the team had booked each day when the new dates were checked (the client's own visits too). */
  private booked: DayBookings | null = null;
  /** The business's hours and the reserve it keeps free: what the capacity is measured with. */
  private hours: BusinessHours | null = null;
  private reservePercent: number;

  constructor(
    private readonly shown: ShownClient,
    private readonly loadHours: Pick<LoadBusinessHours, 'execute'>,
    private readonly loadAgenda: Pick<LoadTeamAgenda, 'execute'>,
    planRecurrence: Pick<PlanRecurrence, 'execute'>,
    private readonly addDates: Pick<AddVisitDates, 'execute'>,
    private readonly updateVisit: Pick<UpdateVisitDate, 'execute'>,
    private readonly checkMove: Pick<CheckVisitMove, 'execute'>,
    private readonly deleteVisit: Pick<DeleteVisit, 'execute'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly notifier: Notifier,
    loadReserve: Pick<LoadCapacityReserve, 'execute'>,
  ) {
    this.planner = new SchedulePlanner(planRecurrence, clock);
    this.movePlanner = new SchedulePlanner(planRecurrence, clock);
    this.reservePercent = loadReserve.execute();
    makeAutoObservable<ClientScheduleViewModel, 'shown' | 'clock' | 'moveCheck' | 'booked'>(this, { shown: false, clock: false, moveCheck: false, booked: observableRef });
    // The table follows the shown schedule (loaded, or reloaded after a change). Both live as long
    // as the screen, so the reaction needs no disposal.
    reaction(
      () => this.shown.schedule,
      (schedule, previous) => {
        if (!schedule) return;
        this.visits.setItems(schedule.visits);
        if (!previous) this.showUpcoming();
      },
      { fireImmediately: true },
    );
  }

  /** The closed days the new dates avoid, and the hours the team's capacity is measured with. */
  async load(): Promise<void> {
    const hours = await this.loadHours.execute();
    runInAction(() => {
      if (hours.ok && hours.value) {
        this.hours = hours.value;
        this.planner.setClosedDays(hours.value.closedDays);
      }
    });
  }

  get recurrence(): Recurrence | null {
    return this.shown.schedule?.recurrence ?? null;
  }

  /** Opens the schedule on the page of the next visit; the past stays on the pages before. */
  private showUpcoming(): void {
    const now = this.clock.now().toZonedDateTimeISO(this.clock.timeZone()).toPlainDateTime();
    const next = this.visits.items.findIndex((v) => Temporal.PlainDateTime.compare(v.start, now) >= 0);
    if (next > 0) this.visits.setPage(Math.floor(next / SCHEDULE_PAGE_SIZE) + 1);
  }

  // --- inline edit ---
  startEdit(visit: ScheduledVisit): void {
    this.editingId = visit.id;
    this.editDate = visit.start.toPlainDate().toString();
    const t = toTwelveHour(visit.start);
    this.editHour12 = t.hour12;
    this.editMinute = t.minute;
    this.editMeridian = t.meridian;
  }

  setEdit(fields: Partial<{ date: string; hour12: number; minute: number; meridian: Meridian }>): void {
    if (fields.date !== undefined) this.editDate = fields.date;
    if (fields.hour12 !== undefined) this.editHour12 = fields.hour12;
    if (fields.minute !== undefined) this.editMinute = fields.minute;
    if (fields.meridian !== undefined) this.editMeridian = fields.meridian;
  }

  cancelEdit(): void {
    if (!this.editBusy) this.editingId = null;
  }

  /**
   * Checks the new time against the team's other visits (the existing-client window, 30 min plus
   * the service duration); a clash opens the conflict dialog and nothing is sent until it is
   * resolved there (`confirmMove`).
   */
  async saveEdit(): Promise<void> {
    if (!this.editingId || this.editBusy) return;
    const visit = this.visits.items.find((v) => v.id === this.editingId);
    let date: Temporal.PlainDate;
    try {
      date = Temporal.PlainDate.from(this.editDate);
    } catch {
      this.notifier.error(msg('validation:FIELD_INVALID'));
      return;
    }
    if (!visit) return;
    this.editBusy = true;
    const start = date.toPlainDateTime(fromTwelveHour({ hour12: this.editHour12, minute: this.editMinute, meridian: this.editMeridian }));
    const client = this.shown.client;
    const checked = await settle(
      this.notifier,
      this.checkMove.execute({ clientId: this.shown.clientId, teamId: client?.team?.id ?? null, serviceMinutes: client?.serviceMinutes ?? null, closedDays: this.planner.closedDays }, visit, start),
    );
    if (!checked.ok) {
      runInAction(() => (this.editBusy = false));
      return;
    }
    this.moveCheck = checked.value;
    const free = runInAction(() => this.movePlanner.showPlan(checked.value.plan));
    if (free) await this.sendMove();
    else runInAction(() => (this.editBusy = false));
  }

  /** The conflict dialog's "use": sends the resolved time (a skipped move keeps the visit's time). */
  async confirmMove(): Promise<void> {
    if (!this.moveCheck || this.movePlanner.openEntries.length > 0 || this.editBusy) return;
    this.editBusy = true;
    await this.sendMove();
  }

  private async sendMove(): Promise<void> {
    const check = this.moveCheck;
    const plan = this.movePlanner.plan;
    const visitId = this.editingId;
    if (!check || !plan || !visitId) return;
    const [change] = changesOf({ ...check, plan });
    if (!change || change.kind !== 'move') {
      runInAction(() => {
        this.editBusy = false;
        this.editingId = null;
        this.notifier.show('info', msg('clients:changes.moveKept'));
      });
      return;
    }
    const result = await settle(this.notifier, this.updateVisit.execute(this.shown.clientId, visitId, change.to.toPlainDateTime()));
    runInAction(() => {
      this.editBusy = false;
      if (result.ok) {
        announce(this.notifier, result.value, 'clients:detail.visitMoved');
        this.editingId = null;
        this.moveCheck = null;
      }
    });
    if (result.ok) await this.shown.reloadSchedule();
  }

  // --- a visit's deletion ---
  askDelete(visit: ScheduledVisit): void {
    this.deleting = visit;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    const visit = this.deleting;
    if (!visit || this.deleteBusy) return;
    this.deleteBusy = true;
    const result = await settle(this.notifier, this.deleteVisit.execute(this.shown.clientId, visit.id));
    runInAction(() => {
      this.deleteBusy = false;
      if (!result.ok) {
        // Refused: asking again would be refused again, so the confirmation closes on the message.
        if (result.refused) this.deleting = null;
        return;
      }
      announce(this.notifier, result.value, 'clients:detail.deleted.visit');
      this.deleting = null;
    });
    if (result.ok) await this.shown.reloadSchedule();
  }

  // --- more dates ---
  openDates(): void {
    this.datesModalOpen = true;
    this.datesMissing = false;
    this.planner.setWeekday(null);
  }

  closeDates(): void {
    if (!this.datesBusy) this.datesModalOpen = false;
  }

  /** Checks the new dates with the existing-client window (30 min plus the service duration). */
  async checkDates(): Promise<void> {
    if (this.planner.dates.length === 0) {
      this.datesMissing = true;
      return;
    }
    this.datesMissing = false;
    const client = this.shown.client;
    const teamId = client?.team?.id;
    let agenda = null;
    if (teamId) {
      const loaded = await settle(this.notifier, this.loadAgenda.execute(teamId, { excludeClientId: this.shown.clientId }));
      if (!loaded.ok) return;
      agenda = loaded.value;
    }
    runInAction(() => {
      this.booked = agenda?.booked ?? null;
      this.planner.check(agenda, { client: 'existing', serviceMinutes: client?.serviceMinutes ?? null });
    });
  }

  /** Once the new dates are checked: the days they would book the client's team past its capacity. */
  get capacityWarnings(): readonly CapacityWarning[] {
    const team = this.shown.client?.team;
    if (!this.planner.checked || !team || !this.booked) return [];
    const minutes = visitMinutes(this.shown.client?.serviceMinutes);
    const additions = this.planner.finalDates.map((date) => ({ day: date.toPlainDate(), minutes }));
    return capacityWarnings([{ teamId: team.id, teamName: team.name, booked: this.booked, additions }], this.hours, this.reservePercent);
  }

  async saveDates(): Promise<void> {
    if (this.datesBusy) return;
    if (!this.planner.checked) {
      await this.checkDates();
      // Checked just now: a day past the team's capacity is shown before anything is booked.
      if (!this.planner.checked || this.capacityWarnings.length > 0) return;
    }
    this.datesBusy = true;
    const result = await settle(this.notifier, this.addDates.execute(this.shown.clientId, this.planner.finalDates, this.planner.recurrence), () => (this.datesMissing = true));
    runInAction(() => {
      this.datesBusy = false;
      if (!result.ok) return;
      announce(this.notifier, result.value, 'clients:detail.datesAdded');
      this.datesModalOpen = false;
    });
    if (result.ok) await this.shown.reloadSchedule();
  }
}
