// /business-add-client: pick a team (a toggle: "Assigned team" / "Team removed"; picking loads its
// agenda), fill the client, plan the visits (SchedulePlanner); "continue" checks the dates with the
// new-client window and opens the adjustment dialog on conflicts; once checked the button saves the
// client, clears the client cache and goes to /business-clients. When the series clashes, the
// dialog lists the business's other teams ranked by clashes and hours booked, one click away.
// Once the dates are checked, the days they would book the team past its capacity are listed as a
// warning beside the button that registers the client (which still does).
import {
  businessToday,
  capacityWarnings,
  validateClient,
  visitMinutes,
  type BookedAgenda,
  type BusinessHours,
  type CapacityWarning,
  type Clock,
  type ConflictPolicy,
  type LoadBusinessHours,
  type LoadCapacityReserve,
  type LoadTeamAgenda,
  type LoadTeams,
  type PlanRecurrence,
  type ScheduleClient,
  type SuggestTeams,
  type Team,
  type TeamSuggestion,
} from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import type { AddressPickerFactory } from '../../shared/address-picker.view-model';
import { msg } from '../../shared/message';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import { ClientForm } from './client-form';
import { SchedulePlanner } from './schedule-planner';

export class AddClientViewModel {
  teams: readonly Team[] = [];
  teamsLoading = true;
  teamPickerOpen = false;
  team: Team | null = null;
  agenda: BookedAgenda | null = null;
  agendaLoading = false;
  readonly client: ClientForm;
  readonly planner: SchedulePlanner;
  busy = false;
  done = false;
  /** The other teams for a clashing series, best first; null until asked for (or when they failed to load). */
  suggestions: readonly TeamSuggestion[] | null = null;
  suggestionsLoading = false;
  /** The business's hours and the reserve it keeps free: what the capacity is measured with. */
  hours: BusinessHours | null = null;
  reservePercent: number;

  constructor(
    private readonly loadTeams: Pick<LoadTeams, 'execute'>,
    private readonly loadHours: Pick<LoadBusinessHours, 'execute'>,
    private readonly loadAgenda: Pick<LoadTeamAgenda, 'execute'>,
    planRecurrence: Pick<PlanRecurrence, 'execute'>,
    private readonly scheduleClient: Pick<ScheduleClient, 'execute'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
    addressPicker: AddressPickerFactory,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly suggestTeams: Pick<SuggestTeams, 'execute'>,
    loadReserve: Pick<LoadCapacityReserve, 'execute'>,
  ) {
    this.client = new ClientForm(addressPicker);
    this.planner = new SchedulePlanner(planRecurrence, clock);
    this.reservePercent = loadReserve.execute();
    makeAutoObservable<AddClientViewModel, 'clock'>(this, { clock: false });
    this.client.form.validWhen(() => this.issues);
  }

  async load(): Promise<void> {
    const [teams, hours] = await Promise.all([settle(this.notifier, this.loadTeams.execute()), this.loadHours.execute()]);
    runInAction(() => {
      this.teamsLoading = false;
      if (teams.ok) this.teams = teams.value;
      // A failed hours load is swallowed, as the spec says: no closed days are known then (and no
      // capacity is measured).
      if (hours.ok && hours.value) {
        this.hours = hours.value;
        this.planner.setClosedDays(hours.value.closedDays);
      }
    });
  }

  openTeamPicker(): void {
    this.teamPickerOpen = true;
  }

  closeTeamPicker(): void {
    this.teamPickerOpen = false;
  }

  /** Picking the chosen team again removes it; another team is assigned and its agenda loads. */
  async pickTeam(team: Team): Promise<void> {
    this.planner.resetCheck();
    this.teamPickerOpen = false;
    if (this.team?.id === team.id) {
      this.team = null;
      this.agenda = null;
      this.notifier.success(msg('clients:add.teamRemoved'));
      return;
    }
    this.team = team;
    this.agenda = null;
    this.agendaLoading = true;
    // "Team not can be in blanc…" no longer holds: it goes with the field's own error.
    this.notifier.dismissMessage('validation:TEAM_REQUIRED');
    this.notifier.success(msg('clients:add.teamAssigned'));
    const agenda = await settle(this.notifier, this.loadAgenda.execute(team.id));
    runInAction(() => {
      if (this.team?.id !== team.id) return;
      this.agendaLoading = false;
      if (agenda.ok) this.agenda = agenda.value;
    });
  }

  /** The client's rules as they stand (a field's error goes as soon as it is valid). */
  get issues() {
    return validateClient(this.client.input, { teamId: this.team?.id ?? null, today: businessToday(this.clock) });
  }

  /**
   * The first button: checks the form and the dates against the team's agenda. A client may be
   * registered without visits: then there is nothing to check or confirm, and the
   * client is registered at once.
   */
  continue(): Promise<void> | void {
    const issues = this.issues;
    this.client.showIssues(issues);
    if (issues.length > 0) {
      const teamIssue = issues.find((i) => i.field === 'team');
      if (teamIssue) this.notifier.error(msg(`validation:${teamIssue.code}`));
      return;
    }
    // Visits asked for but none possible (a closed day, a time already past): nothing is sent, the
    // person chooses again, rather than the client registered without the visits they wanted.
    if (this.planner.noDates) {
      this.notifier.error(msg(`clients:schedule.noDates.${this.planner.noDates}`));
      return;
    }
    this.planner.check(this.agenda, this.policy);
    if (this.planner.conflictsOpen) void this.loadSuggestions();
    if (this.ready && this.planner.finalDates.length === 0) return this.submit();
  }

  private get policy(): ConflictPolicy {
    return { client: 'new', serviceMinutes: this.client.input.serviceMinutes };
  }

  /** The other teams against the same dates; a failure only leaves the list out. */
  private async loadSuggestions(): Promise<void> {
    const current = this.team;
    const others = this.teams.filter((t) => t.id !== current?.id);
    this.suggestions = null;
    if (!current || others.length === 0) return;
    this.suggestionsLoading = true;
    const result = await this.suggestTeams.execute(
      others.map((t) => t.id),
      this.planner.dates,
      this.policy,
    );
    runInAction(() => {
      if (this.team?.id !== current.id) return;
      this.suggestionsLoading = false;
      this.suggestions = result.ok ? result.value : null;
    });
  }

  teamName(id: string): string {
    return this.teams.find((t) => t.id === id)?.name ?? '';
  }

  /** Puts the client on a suggested team (its agenda already loaded) and checks the dates again. */
  switchTeam(teamId: string): void {
    const suggestion = this.suggestions?.find((s) => s.teamId === teamId);
    const team = this.teams.find((t) => t.id === teamId);
    if (!suggestion || !team) return;
    this.team = team;
    this.agenda = suggestion.agenda;
    this.notifier.success(msg('clients:add.teamAssigned'));
    this.planner.check(this.agenda, this.policy);
    if (this.planner.conflictsOpen) void this.loadSuggestions();
    else this.suggestions = null;
  }

  /** The form's one button: "continue" checks the dates, then it becomes the submit. */
  proceed(): Promise<void> | void {
    return this.ready ? this.submit() : this.continue();
  }

  get ready(): boolean {
    return this.planner.checked && this.team !== null;
  }

  /** Once the dates are checked: the days they would book the team past its capacity, each visit at the client's duration. */
  get capacityWarnings(): readonly CapacityWarning[] {
    const team = this.team;
    if (!this.ready || !team || !this.agenda) return [];
    const minutes = visitMinutes(this.client.input.serviceMinutes);
    const additions = this.planner.finalDates.map((date) => ({ day: date.toPlainDate(), minutes }));
    return capacityWarnings([{ teamId: team.id, teamName: team.name, booked: this.agenda.booked, additions }], this.hours, this.reservePercent);
  }

  async submit(): Promise<void> {
    if (this.busy || this.done || !this.ready) return;
    this.busy = true;
    const result = await settle(
      this.notifier,
      this.scheduleClient.execute({ client: this.client.input, teamId: this.team?.id ?? null, dates: this.planner.finalDates, recurrence: this.planner.recurrence }),
      (issues) => this.client.showIssues(issues),
    );
    runInAction(() => (this.busy = false));
    if (!result.ok) return;
    runInAction(() => {
      this.done = true;
      announce(this.notifier, result.value, 'clients:add.saved');
    });
    await wait(TIMING.afterClientSaved);
    this.navigator.reload('/business-clients');
  }

  dispose(): void {
    this.client.dispose();
  }
}
