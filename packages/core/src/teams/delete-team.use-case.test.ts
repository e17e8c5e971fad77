import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingTeamsApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { DeleteTeam } from './delete-team.use-case';

let api: RecordingTeamsApi;

beforeEach(() => {
  api = new RecordingTeamsApi();
});

describe('DeleteTeam', () => {
  it("removes the team with the caller's credentials", async () => {
    expect(await new DeleteTeam(api, signedInToBusiness('manager')).execute('t1')).toEqual(ok(ACK));
    expect(api.calls).toEqual([['remove', credentialsFor('manager'), 't1']]);
  });

  it('needs the id of a team, and sends nothing without one', async () => {
    const result = await new DeleteTeam(api, signedInToBusiness('employer')).execute('');
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new DeleteTeam(api, new MemorySessionStore()).execute('t1')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new DeleteTeam(api, signedInToBusiness('employer')).execute('t1')).toEqual(err(REFUSED));
  });
});
