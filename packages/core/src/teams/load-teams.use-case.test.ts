import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingTeamsApi, REFUSED } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import { LoadTeams } from './load-teams.use-case';
import type { Team } from './team.entity';

const team: Team = { id: 't1', name: 'Equipe Norte', leader: { id: 'l1', name: 'Lia' }, members: [{ id: 'c1', name: 'Caio' }] };

let api: RecordingTeamsApi;

beforeEach(() => {
  api = new RecordingTeamsApi();
  api.teams = [team];
});

describe('LoadTeams', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's teams and answers them", async (role) => {
    const result = await new LoadTeams(api, signedInToBusiness(role, 'owner-1')).execute();
    expect(result).toEqual(ok([team]));
    expect(api.calls).toEqual([['list', credentialsFor(role), 'owner-1']]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadTeams(api, new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new LoadTeams(api, signedInToBusiness('manager')).execute()).toEqual(err(REFUSED));
  });
});
