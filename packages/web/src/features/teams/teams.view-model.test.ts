import { DeleteTeam, LoadTeamCandidates, LoadTeams, ok, SaveTeam, type Team, type TeamCandidates, type TeamInput, type TeamsApi } from '@fieldteam/core';
import { signedInStore } from '@fieldteam/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { Notifier } from '../../shared/notifier';
import { RefusableFake } from '../../testing/refusable-fake';
import { TeamsViewModel } from './teams.view-model';

const candidates: TeamCandidates = {
  users: [
    { id: 'g1', name: 'Gil Souza', role: 'manager' },
    { id: 'l2', name: 'Rui Costa', role: 'leader' },
    { id: 'l1', name: 'Lia Santos', role: 'leader' },
  ],
  collaborators: [
    { id: 'k1', name: 'Caio Mendes' },
    { id: 'k2', name: 'Bia Rocha' },
  ],
};

/** The teams calls over a list the test reads: records what was sent, may refuse the next change. */
class FakeTeamsApi extends RefusableFake implements TeamsApi {
  teams: Team[] = [{ id: 't1', name: 'Equipe Centro', leader: { id: 'l1', name: 'Lia Santos' }, members: [{ id: 'k1', name: 'Caio Mendes' }] }];
  readonly sent: Array<{ call: 'create' | 'update' | 'remove'; teamId?: string; team?: TeamInput }> = [];
  async list() {
    return ok([...this.teams]);
  }
  async candidates() {
    return ok(candidates);
  }
  async create(_c: unknown, _owner: string, team: TeamInput) {
    this.sent.push({ call: 'create', team });
    return this.reply(() => {
      this.teams.push({ id: `t${this.teams.length + 1}`, ...team });
      return { message: '' };
    });
  }
  async update(_c: unknown, teamId: string, team: TeamInput) {
    this.sent.push({ call: 'update', teamId, team });
    return this.reply(() => {
      this.teams = this.teams.map((t) => (t.id === teamId ? { id: teamId, ...team } : t));
      return { message: 'Team updated.' };
    });
  }
  async remove(_c: unknown, teamId: string) {
    this.sent.push({ call: 'remove', teamId });
    return this.reply(() => {
      this.teams = this.teams.filter((t) => t.id !== teamId);
      return { message: '' };
    });
  }
}

let api: FakeTeamsApi;
let notifier: Notifier;
let vm: TeamsViewModel;

beforeEach(async () => {
  api = new FakeTeamsApi();
  notifier = new Notifier();
  const store = signedInStore('employer', { id: 'o1' });
  vm = new TeamsViewModel(new LoadTeams(api, store), new LoadTeamCandidates(api, store), new SaveTeam(api, store), new DeleteTeam(api, store), notifier);
  await vm.load();
});

describe('TeamsViewModel', () => {
  it('lists the teams and offers leaders first, then managers, each by name', () => {
    expect(vm.loading).toBe(false);
    expect(vm.list.items.map((t) => t.name)).toEqual(['Equipe Centro']);
    expect(vm.leaders.map((p) => p.name)).toEqual(['Lia Santos', 'Rui Costa', 'Gil Souza']);
  });

  it('never offers the chosen leader as a member, and drops them from the members when chosen', () => {
    vm.openCreate();
    vm.toggleMember('l2');
    vm.toggleMember('k1');
    vm.setLeader('l2');
    expect(vm.memberOptions.map((p) => p.id)).not.toContain('l2');
    expect(vm.memberIds).toEqual(['k1']);
  });

  it('a new team needs a name and a leader: both shown beside their fields, nothing sent', async () => {
    vm.openCreate();
    await vm.save();
    expect(vm.form.errors).toEqual({ name: 'TEAM_NAME_REQUIRED', leader: 'TEAM_LEADER_REQUIRED' });
    expect(api.sent).toEqual([]);
    expect(vm.modal).toBe('new');
  });

  it('creates a team with its leader and members, closes the modal and lists it', async () => {
    vm.openCreate();
    vm.form.set('name', 'Equipe Norte');
    vm.setLeader('l2');
    vm.toggleMember('k2');
    vm.toggleMember('g1');
    await vm.save();
    expect(api.sent).toEqual([
      {
        call: 'create',
        team: { name: 'Equipe Norte', leader: { id: 'l2', name: 'Rui Costa' }, members: [{ id: 'k2', name: 'Bia Rocha' }, { id: 'g1', name: 'Gil Souza' }] },
      },
    ]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'staff:teams.created' } });
    expect(vm.modal).toBeNull();
    expect(vm.list.items.map((t) => t.name)).toEqual(['Equipe Centro', 'Equipe Norte']);
  });

  it('an edit starts from the team and keeps its members when none are chosen', async () => {
    const team = vm.list.items[0]!;
    vm.openEdit(team);
    expect(vm.form.values.name).toBe('Equipe Centro');
    expect(vm.leaderId).toBe('l1');
    expect(vm.memberIds).toEqual(['k1']);
    vm.setLeader('l2');
    vm.toggleMember('k1');
    await vm.save();
    expect(api.sent).toEqual([{ call: 'update', teamId: 't1', team: { name: 'Equipe Centro', leader: { id: 'l2', name: 'Rui Costa' }, members: [{ id: 'k1', name: 'Caio Mendes' }] } }]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { text: 'Team updated.' } });
    expect(vm.list.items[0]?.leader?.name).toBe('Rui Costa');
  });

  it("a refused save keeps the modal open and re-enabled, with the server's message", async () => {
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'A team with this name exists.' };
    vm.openCreate();
    vm.form.set('name', 'Equipe Centro');
    vm.setLeader('l2');
    await vm.save();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'A team with this name exists.' } });
    expect(vm.modal).toBe('new');
    expect(vm.form.busy).toBe(false);
  });

  it('deletes a team after confirmation', async () => {
    vm.askDelete(vm.list.items[0]!);
    vm.cancelDelete();
    await vm.confirmDelete();
    expect(api.sent).toEqual([]);
    vm.askDelete(vm.list.items[0]!);
    await vm.confirmDelete();
    expect(api.sent).toEqual([{ call: 'remove', teamId: 't1' }]);
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'success', message: { key: 'staff:teams.deleted' } });
    expect(vm.list.items).toEqual([]);
  });

  it("a refused delete closes its confirmation and shows the server's message; the team stays", async () => {
    api.refuseNext = { code: 'API_REFUSED', reason: 'refused', message: 'This team still has clients.' };
    vm.askDelete(vm.list.items[0]!);
    await vm.confirmDelete();
    expect(vm.deleting).toBeNull();
    expect(notifier.toasts.at(-1)).toMatchObject({ tone: 'error', message: { text: 'This team still has clients.' } });
    expect(vm.list.items).toHaveLength(1);
  });

  it('a delete that meets no network keeps its confirmation open, to try again', async () => {
    api.refuseNext = { code: 'API_TIMEOUT' };
    vm.askDelete(vm.list.items[0]!);
    await vm.confirmDelete();
    expect(vm.deleting?.id).toBe('t1');
  });
});
