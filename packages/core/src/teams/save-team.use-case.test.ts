import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { signedInStore } from '../testing/sessions';
import { mergeTeamEdit, SaveTeam } from './save-team.use-case';
import type { Team, TeamInput } from './team.entity';

const team: Team = { id: 't1', name: 'Equipe Norte', leader: { id: 'l1', name: 'Lia' }, members: [{ id: 'c1', name: 'Caio' }] };

const recording = () => {
  const sent: Array<{ kind: string; team: TeamInput }> = [];
  return {
    sent,
    create: async (_c: unknown, _o: string, t: TeamInput) => (sent.push({ kind: 'create', team: t }), ok({ message: '' })),
    update: async (_c: unknown, _id: string, t: TeamInput) => (sent.push({ kind: 'update', team: t }), ok({ message: '' })),
  };
};

describe('SaveTeam', () => {
  it('needs a name ("Add a team name...") and a leader ("Add employers...")', async () => {
    const api = recording();
    const result = await new SaveTeam(api, signedInStore('employer')).execute({ name: '', leader: null, members: [] });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues.map((i) => i.code)).toEqual(['TEAM_NAME_REQUIRED', 'TEAM_LEADER_REQUIRED']);
    expect(api.sent).toEqual([]);
  });

  it('refuses a team name on more than one line, and sends nothing', async () => {
    const api = recording();
    const result = await new SaveTeam(api, signedInStore('employer')).execute({ name: 'Equipe\nNorte', leader: { id: 'l1', name: 'Lia' }, members: [] });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues).toEqual([{ field: 'name', code: 'CONTROL_CHARACTERS' }]);
    expect(api.sent).toEqual([]);
  });

  it('keeps the current name, leader and members where the edit chose nothing new', () => {
    expect(mergeTeamEdit(team, { name: '  ' })).toEqual({ name: 'Equipe Norte', leader: team.leader, members: team.members });
    expect(mergeTeamEdit(team, { name: 'Equipe Sul', members: [] })).toEqual({ name: 'Equipe Sul', leader: team.leader, members: team.members });
    expect(mergeTeamEdit(team, { leader: { id: 'l2', name: 'Rui' } }).leader).toEqual({ id: 'l2', name: 'Rui' });
  });

  it('updates with the merged values and never lists the leader among the members', async () => {
    const api = recording();
    await new SaveTeam(api, signedInStore('manager', { createdById: 'o1' })).execute({ name: 'Equipe Sul', leader: { id: 'c1', name: 'Caio' }, members: [] }, team);
    expect(api.sent).toEqual([{ kind: 'update', team: { name: 'Equipe Sul', leader: { id: 'c1', name: 'Caio' }, members: [] } }]);
  });
});
