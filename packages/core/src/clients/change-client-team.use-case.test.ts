import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { ChangeClientTeam } from './change-client-team.use-case';
import { CLIENTS_CACHE_KEY } from './clients-cache';

let api: RecordingClientsApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingClientsApi();
  cache = new MemoryCache({ [CLIENTS_CACHE_KEY]: [{ id: 'c1' }] });
});

const refusal = (field: string, code: string) => err({ code: 'VALIDATION_FAILED', issues: [{ field, code }] });

describe('ChangeClientTeam', () => {
  it("hands the client to the team with the caller's credentials and clears the cached clients", async () => {
    expect(await new ChangeClientTeam(api, signedInToBusiness('manager'), cache).execute('c1', 't2')).toEqual(ok(ACK));
    expect(api.calls).toEqual([['changeTeam', credentialsFor('manager'), 'c1', 't2']]);
    expect(cache.peek(CLIENTS_CACHE_KEY)).toBeNull();
  });

  it.each([null, ''])('needs a team (not %j), and sends nothing without one', async (teamId) => {
    expect(await new ChangeClientTeam(api, signedInToBusiness('employer'), cache).execute('c1', teamId)).toEqual(refusal('team', 'TEAM_REQUIRED'));
    expect(api.calls).toEqual([]);
  });

  it('needs the id of the client first', async () => {
    expect(await new ChangeClientTeam(api, signedInToBusiness('employer'), cache).execute('', null)).toEqual(refusal('id', 'ID_MISSING'));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through and keeps the cached clients", async () => {
    api.failure = REFUSED;
    expect(await new ChangeClientTeam(api, signedInToBusiness('employer'), cache).execute('c1', 't2')).toEqual(err(REFUSED));
    expect(cache.peek(CLIENTS_CACHE_KEY)).toEqual([{ id: 'c1' }]);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await new ChangeClientTeam(api, new MemorySessionStore(), cache).execute('c1', 't2')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(CLIENTS_CACHE_KEY)).toEqual([{ id: 'c1' }]);
  });
});
