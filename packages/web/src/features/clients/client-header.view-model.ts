// The client detail's header and team card: the client's team and its change (a modal with the
// business's teams), and the client's deletion after confirmation, which goes back to the list.
import type { ChangeClientTeam, Client, DeleteClient, LoadTeams, Team } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { TIMING, wait } from '../../config/timing';
import { FormState } from '../../shared/form-state';
import type { Navigator } from '../../shared/navigator';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';
import type { ShownClient } from './shown-client';

export class ClientHeaderViewModel {
  teams: readonly Team[] = [];
  teamModalOpen = false;
  teamChoice = '';
  readonly teamForm = new FormState({ team: '' });
  deleteAsked = false;
  deleteBusy = false;

  constructor(
    private readonly shown: ShownClient,
    private readonly loadTeams: Pick<LoadTeams, 'execute'>,
    private readonly changeTeam: Pick<ChangeClientTeam, 'execute'>,
    private readonly deleteClient: Pick<DeleteClient, 'execute'>,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
  ) {
    makeAutoObservable<ClientHeaderViewModel, 'shown'>(this, { shown: false });
  }

  get client(): Client | null {
    return this.shown.client;
  }

  /** The teams the modal offers. */
  async load(): Promise<void> {
    const teams = await this.loadTeams.execute();
    runInAction(() => {
      if (teams.ok) this.teams = teams.value;
    });
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
    const result = await settle(this.notifier, this.changeTeam.execute(this.shown.clientId, this.teamChoice || null), (issues) => this.teamForm.showIssues(issues));
    runInAction(() => this.teamForm.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      announce(this.notifier, result.value, 'clients:detail.teamChanged');
      this.teamModalOpen = false;
    });
    await this.shown.reloadClient();
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
      if (!result.ok) return;
      announce(this.notifier, result.value, 'clients:detail.deleted.client');
      this.deleteAsked = false;
    });
    if (!result.ok) return;
    await wait(TIMING.afterClientSaved);
    this.navigator.reload('/business-clients');
  }
}
