import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingStaffApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { DeleteCollaborator } from './delete-collaborator.use-case';
import { STAFF_CACHE_KEYS } from './staff-cache';

let api: RecordingStaffApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingStaffApi();
  cache = new MemoryCache({ [STAFF_CACHE_KEYS.collaborator]: [{ id: 'k1' }], [STAFF_CACHE_KEYS.leader]: [{ id: 'l1' }] });
});

describe('DeleteCollaborator', () => {
  it("deletes with the caller's credentials and drops the cached collaborators only", async () => {
    expect(await new DeleteCollaborator(api, signedInToBusiness('leader'), cache).execute('k1')).toEqual(ok(ACK));
    expect(api.calls).toEqual([['deleteCollaborator', credentialsFor('leader'), 'k1']]);
    expect(cache.peek(STAFF_CACHE_KEYS.collaborator)).toBeNull();
    expect(cache.peek(STAFF_CACHE_KEYS.leader)).toEqual([{ id: 'l1' }]);
  });

  it('needs the id of a collaborator, and sends nothing without one', async () => {
    const result = await new DeleteCollaborator(api, signedInToBusiness('employer'), cache).execute('');
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through and keeps the cached collaborators", async () => {
    api.failure = REFUSED;
    expect(await new DeleteCollaborator(api, signedInToBusiness('manager'), cache).execute('k1')).toEqual(err(REFUSED));
    expect(cache.peek(STAFF_CACHE_KEYS.collaborator)).toEqual([{ id: 'k1' }]);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await new DeleteCollaborator(api, new MemorySessionStore(), cache).execute('k1')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(STAFF_CACHE_KEYS.collaborator)).toEqual([{ id: 'k1' }]);
  });
});
