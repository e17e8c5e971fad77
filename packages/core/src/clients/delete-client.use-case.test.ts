import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { CLIENTS_CACHE_KEY } from './clients-cache';
import { DeleteClient } from './delete-client.use-case';

let api: RecordingClientsApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingClientsApi();
  cache = new MemoryCache({ [CLIENTS_CACHE_KEY]: [{ id: 'c1' }] });
});

describe('DeleteClient', () => {
  it("deletes the client with the caller's credentials and clears the cached clients", async () => {
    expect(await new DeleteClient(api, signedInToBusiness('manager'), cache).execute('c1')).toEqual(ok(ACK));
    expect(api.calls).toEqual([['deleteClient', credentialsFor('manager'), 'c1']]);
    expect(cache.peek(CLIENTS_CACHE_KEY)).toBeNull();
  });

  it('needs the id of the client, and sends nothing without one', async () => {
    const result = await new DeleteClient(api, signedInToBusiness('employer'), cache).execute('');
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through and keeps the cached clients", async () => {
    api.failure = REFUSED;
    expect(await new DeleteClient(api, signedInToBusiness('employer'), cache).execute('c1')).toEqual(err(REFUSED));
    expect(cache.peek(CLIENTS_CACHE_KEY)).toEqual([{ id: 'c1' }]);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await new DeleteClient(api, new MemorySessionStore(), cache).execute('c1')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(CLIENTS_CACHE_KEY)).toEqual([{ id: 'c1' }]);
  });
});
