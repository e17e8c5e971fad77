// /business-team: teams (name, leader) 9 a page with search; create and edit in a modal (name,
// one leader, collaborators from the merged people list; an edit keeps current values where
// nothing new is chosen); delete after confirmation.
import { compareText, type DeleteTeam, type LoadTeamCandidates, type LoadTeams, type PersonRef, type SaveTeam, type Team, type TeamCandidates } from '@fieldteam/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormState } from '../../shared/form-state';
import { ListState } from '../../shared/list-state';
import type { Notifier } from '../../shared/notifier';
import { announce, settle } from '../../shared/submit';

const TEAMS_PAGE_SIZE = 9;

export class TeamsViewModel {
  readonly list = new ListState<Team>((t) => [t.name, t.leader?.name, ...t.members.map((m) => m.name)], TEAMS_PAGE_SIZE);
  loading = true;
  candidates: TeamCandidates = { users: [], collaborators: [] };
  /** The modal: null closed, 'new' creating, or the team being edited. */
  modal: Team | 'new' | null = null;
  readonly form = new FormState({ name: '', leader: '' });
  leaderId = '';
  memberIds: string[] = [];
  deleting: Team | null = null;
  deleteBusy = false;

  constructor(
    private readonly loadTeams: Pick<LoadTeams, 'execute'>,
    private readonly loadCandidates: Pick<LoadTeamCandidates, 'execute'>,
    private readonly saveTeam: Pick<SaveTeam, 'execute'>,
    private readonly deleteTeam: Pick<DeleteTeam, 'execute'>,
    private readonly notifier: Notifier,
  ) {
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const [teams, candidates] = await Promise.all([settle(this.notifier, this.loadTeams.execute()), settle(this.notifier, this.loadCandidates.execute())]);
    runInAction(() => {
      this.loading = false;
      if (teams.ok) this.list.setItems(teams.value);
      if (candidates.ok) this.candidates = candidates.value;
    });
  }

  /** Who may lead a team: the business's leaders and managers (the body's "selectedEmployer"). */
  get leaders(): readonly PersonRef[] {
    return [...this.candidates.users].sort((a, b) => (a.role === b.role ? compareText(a.name, b.name) : a.role === 'leader' ? -1 : 1));
  }

  /** Everyone who can be a member: the company's users and collaborators, minus the chosen leader. */
  get memberOptions(): readonly PersonRef[] {
    const all = [...this.candidates.users, ...this.candidates.collaborators];
    return all.filter((p) => p.id !== this.leaderId);
  }

  openCreate(): void {
    this.modal = 'new';
    this.form.showIssues([]);
    this.form.set('name', '');
    this.leaderId = '';
    this.memberIds = [];
  }

  openEdit(team: Team): void {
    this.modal = team;
    this.form.showIssues([]);
    this.form.set('name', team.name);
    this.leaderId = team.leader?.id ?? '';
    this.memberIds = team.members.map((m) => m.id);
  }

  close(): void {
    if (!this.form.busy) this.modal = null;
  }

  setLeader(id: string): void {
    this.leaderId = id;
    this.memberIds = this.memberIds.filter((m) => m !== id);
    this.form.set('leader', id);
  }

  toggleMember(id: string): void {
    this.memberIds = this.memberIds.includes(id) ? this.memberIds.filter((m) => m !== id) : [...this.memberIds, id];
  }

  async save(): Promise<void> {
    if (!this.modal || this.form.busy) return;
    const people = [...this.candidates.users, ...this.candidates.collaborators];
    const leader = this.leaders.find((l) => l.id === this.leaderId) ?? null;
    const members = this.memberIds.map((id) => people.find((p) => p.id === id)).filter((p): p is PersonRef => !!p);
    this.form.setBusy(true);
    const current = this.modal === 'new' ? undefined : this.modal;
    const result = await settle(
      this.notifier,
      this.saveTeam.execute({ name: this.form.values.name, leader: leader ? { id: leader.id, name: leader.name } : null, members: members.map(({ id, name }) => ({ id, name })) }, current),
      (issues) => this.form.showIssues(issues),
    );
    runInAction(() => this.form.setBusy(false));
    if (!result.ok) return;
    runInAction(() => {
      announce(this.notifier, result.value, current ? 'staff:teams.updated' : 'staff:teams.created');
      this.modal = null;
    });
    await this.load();
  }

  askDelete(team: Team): void {
    this.deleting = team;
  }

  cancelDelete(): void {
    if (!this.deleteBusy) this.deleting = null;
  }

  async confirmDelete(): Promise<void> {
    if (!this.deleting || this.deleteBusy) return;
    this.deleteBusy = true;
    const result = await settle(this.notifier, this.deleteTeam.execute(this.deleting.id));
    runInAction(() => {
      this.deleteBusy = false;
      if (!result.ok) {
        // Refused (e.g. still in use): the confirmation closes, the refusal's message shown.
        if (result.refused) this.deleting = null;
        return;
      }
      announce(this.notifier, result.value, 'staff:teams.deleted');
      this.deleting = null;
    });
    if (result.ok) await this.load();
  }
}
