import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingTeamsApi } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import { LoadTeamCandidates } from './load-team-candidates.use-case';
import type { TeamCandidates } from './team.entity';

const candidates: TeamCandidates = { users: [{ id: 'l1', name: 'Lia', role: 'leader' }], collaborators: [{ id: 'c1', name: 'Caio' }] };

let api: RecordingTeamsApi;

beforeEach(() => {
  api = new RecordingTeamsApi();
  api.teamCandidates = candidates;
});

describe('LoadTeamCandidates', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's people and answers them", async (role) => {
    const result = await new LoadTeamCandidates(api, signedInToBusiness(role, 'owner-1')).execute();
    expect(result).toEqual(ok(candidates));
    expect(api.calls).toEqual([['candidates', credentialsFor(role), 'owner-1']]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadTeamCandidates(api, new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = { code: 'API_UNREACHABLE' };
    expect(await new LoadTeamCandidates(api, signedInToBusiness('leader')).execute()).toEqual(err({ code: 'API_UNREACHABLE' }));
  });
});
