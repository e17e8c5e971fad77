// The client detail's header and team card: the client's team and its change (a modal with the
// business's teams), the client's copy (a new client like this one, then the list), and the
// client's deletion after confirmation, which goes back to the list.
// Choosing another team checks the client's visits to come against that team's agenda; clashes
// are re-slotted in the conflict dialog before the team change is sent, then the visits moved.
import {
  changesOf,
  summarize,
  type ApplyVisitChanges,
  type ChangeClientTeam,
  type ChangePlan,
  type CheckTeamChange,
  type Client,
  type Clock,
  type DeleteClient,
  type DuplicateClient,
  type IsoWeekday,
  type LoadBusinessHours,
  type LoadTeams,
  type PlanRecurrence,
  type Team,
} from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { msg } from '../../shared/message';
import { announce, settle } from '../../shared/submit';
import { SchedulePlanner } from './schedule-planner';
import type { ShownClient } from './shown-client';

export class ClientHeaderViewModel {
  teams: readonly Team[] = [];
  teamModalOpen = false;
  teamChoice = '';
  readonly teamForm = new FormState({ team: '' });
  deleteAsked = false;
  deleteBusy = false;
  duplicateBusy = false;
  /** The chosen team's agenda against the client's visits to come; null until checked. */
  teamCheck: ChangePlan | null = null;
  teamChecking = false;
  /** The re-slotting of the visits that would clash on the new team. */
  readonly teamPlanner: SchedulePlanner;
  private closedDays: readonly IsoWeekday[] = [];

  constructor(
    private readonly shown: ShownClient,
    private readonly loadTeams: Pick<LoadTeams, 'execute'>,
    private readonly changeTeam: Pick<ChangeClientTeam, 'execute'>,
    private readonly deleteClient: Pick<DeleteClient, 'execute'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly checkTeamChange: Pick<CheckTeamChange, 'execute'>,
    private readonly applyChanges: Pick<ApplyVisitChanges, 'execute'>,
    private readonly loadHours: Pick<LoadBusinessHours, 'execute'>,
    planRecurrence: Pick<PlanRecurrence, 'execute'>,
    clock: Pick<Clock, 'now' | 'timeZone'>,
    private readonly duplicateClient: Pick<DuplicateClient, 'execute'>,
  ) {
    this.teamPlanner = new SchedulePlanner(planRecurrence, clock);
    makeAutoObservable<ClientHeaderViewModel, 'shown' | 'closedDays'>(this, { shown: false, closedDays: false });
  }

  get client(): Client | null {
    return this.shown.client;
  }

  /** The teams the modal offers. */
  async load(): Promise<void> {
    const [teams, hours] = await Promise.all([this.loadTeams.execute(), this.loadHours.execute()]);
    runInAction(() => {
      if (teams.ok) this.teams = teams.value;
      if (hours.ok && hours.value) this.closedDays = hours.value.closedDays;
    });
  }

  // --- team change ---
  openTeamModal(): void {
    this.teamModalOpen = true;
    this.teamChoice = this.client?.team?.id ?? '';
    this.teamCheck = null;
    this.teamForm.showIssues([]);
  }

  closeTeamModal(): void {
    if (!this.teamForm.busy) this.teamModalOpen = false;
  }

  setTeamChoice(id: string): void {
    this.teamChoice = id;
    this.teamCheck = null;
    this.teamPlanner.resetCheck();
    if (this.isNewTeam) void this.checkChoice();
  }

  private get isNewTeam(): boolean {
    return this.teamChoice !== '' && this.teamChoice !== (this.client?.team?.id ?? '');
  }

  /** The chosen team's name, for the dialog's sentences. */
  get chosenTeamName(): string {
    return this.teams.find((t) => t.id === this.teamChoice)?.name ?? '';
  }

  /** How many of the client's visits to come would clash on the chosen team, out of how many. */
  get teamClashes(): { readonly clashing: number; readonly total: number } | null {
    if (!this.teamCheck) return null;
    const summary = summarize(this.teamCheck.plan);
    return { clashing: summary.conflicting, total: summary.total };
  }

  /** Checks the client's visits to come against the chosen team's agenda. */
  private async checkChoice(): Promise<boolean> {
    const teamId = this.teamChoice;
    const visits = this.shown.schedule?.visits ?? [];
    this.teamChecking = true;
    const checked = await settle(
      this.notifier,
      this.checkTeamChange.execute({ clientId: this.shown.clientId, serviceMinutes: this.client?.serviceMinutes ?? null, closedDays: this.closedDays }, visits, teamId),
    );
    return runInAction(() => {
      // A later choice has its own check.
      if (teamId !== this.teamChoice) return false;
      this.teamChecking = false;
      if (checked.ok) this.teamCheck = checked.value;
      return checked.ok;
    });
  }

  /**
   * Sends the change when the client's visits to come are free on the new team; when some would
   * clash, opens the conflict dialog first (`confirmTeamChange` then sends it).
   */
  async saveTeam(): Promise<void> {
    if (this.teamForm.busy) return;
    if (this.isNewTeam && this.shown.schedule) {
      if (!this.teamCheck && !(await this.checkChoice())) return;
      if (this.teamCheck && !this.teamPlanner.showPlan(this.teamCheck.plan)) return;
    }
    await this.sendTeamChange();
  }

  /** The conflict dialog's "change the team": the team, then the resolved visits. */
  async confirmTeamChange(): Promise<void> {
    if (this.teamPlanner.openEntries.length > 0) return;
    await this.sendTeamChange();
  }

  private async sendTeamChange(): Promise<void> {
    if (this.teamForm.busy) return;
    const check = this.teamCheck;
    const plan = this.teamPlanner.plan;
    const changes = check && plan && this.isNewTeam ? changesOf({ ...check, plan }) : [];
    this.teamForm.setBusy(true);
    const result = await settle(this.notifier, this.changeTeam.execute(this.shown.clientId, this.teamChoice || null), (issues) => this.teamForm.showIssues(issues));
    if (!result.ok) {
      runInAction(() => this.teamForm.setBusy(false));
      return;
    }
    runInAction(() => announce(this.notifier, result.value, 'clients:detail.teamChanged'));
    if (changes.length > 0) {
      const applied = await settle(this.notifier, this.applyChanges.execute(this.shown.clientId, changes));
      if (applied.ok) runInAction(() => this.notifier.success(msg('clients:changes.teamVisitsChanged', { moved: applied.value.moved, removed: applied.value.removed })));
    }
    runInAction(() => {
      this.teamForm.setBusy(false);
      this.teamModalOpen = false;
      this.teamCheck = null;
      this.teamPlanner.resetCheck();
    });
    await Promise.all([this.shown.reloadClient(), changes.length > 0 ? this.shown.reloadSchedule() : Promise.resolve()]);
  }

  // --- the client's deletion ---
  askDeleteClient(): void {
    this.deleteAsked = true;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleteAsked = false;
  }

  /** Deletes the client and, once the message has been seen, reloads the app on the clients list. */
  async confirmDelete(): Promise<void> {
    if (!this.deleteAsked || this.deleteBusy) return;
    this.deleteBusy = true;
    const result = await settle(this.notifier, this.deleteClient.execute(this.shown.clientId));
    runInAction(() => {
      this.deleteBusy = false;
      if (!result.ok) {
        // Refused: asking again would be refused again, so the confirmation closes on the message.
        if (result.refused) this.deleteAsked = false;
        return;
      }
      announce(this.notifier, result.value, 'clients:detail.deleted.client');
      this.deleteAsked = false;
    });
    if (!result.ok) return;
    await wait(TIMING.afterClientSaved);
    this.navigator.reload('/business-clients');
  }

  /** Registers a copy of the client (`copyWord` in the active language), then shows the list, where it is. */
  async duplicate(copyWord: string): Promise<void> {
    const client = this.client;
    if (!client || this.duplicateBusy) return;
    this.duplicateBusy = true;
    const result = await settle(this.notifier, this.duplicateClient.execute({ client, copyWord }));
    runInAction(() => {
      this.duplicateBusy = false;
      if (result.ok) announce(this.notifier, result.value, 'clients:detail.duplicated');
    });
    if (!result.ok) return;
    await wait(TIMING.afterClientSaved);
    this.navigator.reload('/business-clients');
  }
}
