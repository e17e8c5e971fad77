// /business-clients/dashboard/client?id=…: the client, its schedule 5 a page (at most 40 page
// buttons) with inline edit (save / cancel) and delete of a date, the attached services with
// delete, a team change, more dates (checked with the existing-client window: 30 min plus the
// service duration) and the client's deletion.
import type {
  AddVisitDates,
  ChangeClientTeam,
  Client,
  ClientSchedule,
  Clock,
  DeleteAttachedService,
  DeleteClient,
  DeleteVisit,
  LoadBusinessHours,
  LoadClients,
  LoadClientSchedule,
  LoadTeamAgenda,
  LoadTeams,
  PlanRecurrence,
  ScheduledVisit,
  Team,
  UpdateVisitDate,
  AttachedService,
} from '@fieldteam/core';
import { servicesTotal, type ServicesTotal } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import { ListState } from '../../shared/list-state';
import { msg } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { SchedulePlanner, timeOf, type Meridian } from './schedule-planner';

export const SCHEDULE_PAGE_SIZE = 5;
/** The schedule table shows at most this many page buttons (001 section 9). */
export const SCHEDULE_MAX_PAGE_BUTTONS = 40;

export function to12Hour(time: Temporal.PlainTime): { hour12: number; minute: number; meridian: Meridian } {
  return { hour12: time.hour % 12 === 0 ? 12 : time.hour % 12, minute: time.minute, meridian: time.hour < 12 ? 'AM' : 'PM' };
}

export class ClientDetailViewModel {
  clientId = '';
  client: Client | null = null;
  schedule: ClientSchedule | null = null;
  loading = true;
  readonly visits = new ListState<ScheduledVisit>(() => [], SCHEDULE_PAGE_SIZE);
  // inline edit of one visit
  editingId: string | null = null;
  editDate = '';
  editHour12 = 8;
  editMinute = 0;
  editMeridian: Meridian = 'AM';
  editBusy = false;
  // confirmations
  confirm: { kind: 'visit'; visit: ScheduledVisit } | { kind: 'service'; service: AttachedService } | { kind: 'client' } | null = null;
  confirmBusy = false;
  // team change
  teams: readonly Team[] = [];
  teamModalOpen = false;
  teamChoice = '';
  readonly teamForm = new FormState({ team: '' });
  // more dates
  readonly planner: SchedulePlanner;
  datesModalOpen = false;
  datesBusy = false;
  datesMissing = false;

  constructor(
    private readonly loadClients: Pick<LoadClients, 'execute' | 'cached'>,
    private readonly loadSchedule: Pick<LoadClientSchedule, 'execute'>,
    private readonly loadTeams: Pick<LoadTeams, 'execute'>,
    private readonly loadHours: Pick<LoadBusinessHours, 'execute'>,
    private readonly loadAgenda: Pick<LoadTeamAgenda, 'execute'>,
    planRecurrence: Pick<PlanRecurrence, 'execute'>,
    private readonly addDates: Pick<AddVisitDates, 'execute'>,
    private readonly updateVisit: Pick<UpdateVisitDate, 'execute'>,
    private readonly deleteVisit: Pick<DeleteVisit, 'execute'>,
    private readonly deleteService: Pick<DeleteAttachedService, 'execute'>,
    private readonly changeTeam: Pick<ChangeClientTeam, 'execute'>,
    private readonly deleteClient: Pick<DeleteClient, 'execute'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    this.planner = new SchedulePlanner(planRecurrence, clock);
    makeAutoObservable<ClientDetailViewModel, 'clock'>(this, { clock: false });
  }

  async load(clientId: string): Promise<void> {
    this.clientId = clientId;
    const cached = this.loadClients.cached()?.find((c) => c.id === clientId);
    if (cached) this.client = cached;
    const [clients, schedule, teams, hours] = await Promise.all([
      cached ? Promise.resolve(null) : this.loadClients.execute(),
      settle(this.notifier, this.loadSchedule.execute(clientId)),
      this.loadTeams.execute(),
      this.loadHours.execute(),
    ]);
    runInAction(() => {
      this.loading = false;
      if (clients?.ok) this.client = clients.value.find((c) => c.id === clientId) ?? null;
      if (schedule.ok) {
        this.setSchedule(schedule.value);
        this.showUpcoming();
      }
      if (teams.ok) this.teams = teams.value;
      if (hours.ok && hours.value) this.planner.setClosedDays(hours.value.closedDays);
    });
  }

  private setSchedule(schedule: ClientSchedule): void {
    this.schedule = schedule;
    this.visits.setItems(schedule.visits);
  }

  /** Opens the schedule on the page of the next visit; the past stays on the pages before. */
  private showUpcoming(): void {
    const now = this.clock.now().toZonedDateTimeISO(this.clock.timeZone()).toPlainDateTime();
    const next = this.visits.items.findIndex((v) => Temporal.PlainDateTime.compare(v.start, now) >= 0);
    if (next > 0) this.visits.setPage(Math.floor(next / SCHEDULE_PAGE_SIZE) + 1);
  }

  private async reloadSchedule(): Promise<void> {
    const schedule = await settle(this.notifier, this.loadSchedule.execute(this.clientId));
    if (schedule.ok) runInAction(() => this.setSchedule(schedule.value));
  }

  private async reloadClient(): Promise<void> {
    const clients = await this.loadClients.execute();
    if (clients.ok) runInAction(() => (this.client = clients.value.find((c) => c.id === this.clientId) ?? this.client));
  }

  /** The services' sum, the client's discount and the discounted total (issue 13: the discount stays). */
  get totals(): ServicesTotal {
    return servicesTotal(this.schedule?.services.map((s) => s.value) ?? [], this.schedule?.discountPercent ?? 0);
  }

  // --- inline edit ---
  startEdit(visit: ScheduledVisit): void {
    this.editingId = visit.id;
    this.editDate = visit.start.toPlainDate().toString();
    const t = to12Hour(visit.start.toPlainTime());
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

  async saveEdit(): Promise<void> {
    if (!this.editingId || this.editBusy) return;
    let date: Temporal.PlainDate;
    try {
      date = Temporal.PlainDate.from(this.editDate);
    } catch {
      this.notifier.error(msg('validation:FIELD_INVALID'));
      return;
    }
    this.editBusy = true;
    const start = date.toPlainDateTime(timeOf(this.editHour12, this.editMinute, this.editMeridian));
    const result = await settle(this.notifier, this.updateVisit.execute(this.clientId, this.editingId, start));
    runInAction(() => {
      this.editBusy = false;
      if (result.ok) {
        announce(this.notifier, result.value, 'clients:detail.visitMoved');
        this.editingId = null;
      }
    });
    if (result.ok) await this.reloadSchedule();
  }

  // --- deletions ---
  askDeleteVisit(visit: ScheduledVisit): void {
    this.confirm = { kind: 'visit', visit };
  }

  askDeleteService(service: AttachedService): void {
    this.confirm = { kind: 'service', service };
  }

  askDeleteClient(): void {
    this.confirm = { kind: 'client' };
  }

  cancelConfirm(): void {
    if (!this.confirmBusy) this.confirm = null;
  }

  async confirmDelete(): Promise<void> {
    const target = this.confirm;
    if (!target || this.confirmBusy) return;
    this.confirmBusy = true;
    const call =
      target.kind === 'visit'
        ? this.deleteVisit.execute(this.clientId, target.visit.id)
        : target.kind === 'service'
          ? this.deleteService.execute(target.service.id)
          : this.deleteClient.execute(this.clientId);
    const result = await settle(this.notifier, call);
    runInAction(() => {
      this.confirmBusy = false;
      if (!result.ok) return;
      announce(this.notifier, result.value, `clients:detail.deleted.${target.kind}`);
      this.confirm = null;
    });
    if (!result.ok) return;
    if (target.kind === 'client') {
      await wait(TIMING.afterClientSaved);
      this.navigator.reload('/business-clients');
    } else await this.reloadSchedule();
  }

  // --- team change ---
  openTeamModal(): void {
    this.teamModalOpen = true;
    this.teamChoice = this.client?.team?.id ?? '';
    this.teamForm.showIssues([]);
  }

  closeTeamModal(): void {
    if (!this.teamForm.busy) this.teamModalOpen = false;
  }

  setTeamChoice(id: string): void {
    this.teamChoice = id;
  }

  async saveTeam(): Promise<void> {
    if (this.teamForm.busy) return;
    this.teamForm.setBusy(true);
    const result = await settle(this.notifier, this.changeTeam.execute(this.clientId, this.teamChoice || null), (issues) => this.teamForm.showIssues(issues));
    runInAction(() => this.teamForm.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      announce(this.notifier, result.value, 'clients:detail.teamChanged');
      this.teamModalOpen = false;
    });
    await this.reloadClient();
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
    const teamId = this.client?.team?.id;
    let agenda = null;
    if (teamId) {
      const loaded = await settle(this.notifier, this.loadAgenda.execute(teamId, { excludeClientId: this.clientId }));
      if (!loaded.ok) return;
      agenda = loaded.value;
    }
    runInAction(() => this.planner.check(agenda, { client: 'existing', serviceMinutes: this.client?.serviceMinutes ?? null }));
  }

  async saveDates(): Promise<void> {
    if (this.datesBusy) return;
    if (!this.planner.checked) {
      await this.checkDates();
      if (!this.planner.checked) return;
    }
    this.datesBusy = true;
    const result = await settle(this.notifier, this.addDates.execute(this.clientId, this.planner.finalDates, this.planner.recurrence), () => (this.datesMissing = true));
    runInAction(() => {
      this.datesBusy = false;
      if (!result.ok) return;
      announce(this.notifier, result.value, 'clients:detail.datesAdded');
      this.datesModalOpen = false;
    });
    if (result.ok) await this.reloadSchedule();
  }
}
