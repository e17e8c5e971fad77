import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingStaffApi, REFUSED } from '../testing/recording-apis';
import { BUSINESS_ROLES, businessScope, credentialsFor, signedInToBusiness } from '../testing/sessions';
import { LoadCollaborators } from './load-collaborators.use-case';
import type { Collaborator } from './staff-member';
import { STAFF_CACHE_KEYS } from './staff-cache';

const davi: Collaborator = { id: 'k1', name: 'Davi', surname: 'Rocha', phone: '11955554444', address: { description: 'Rua Augusta, 500', latitude: -23.55, longitude: -46.65, complement: null } };

let api: RecordingStaffApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingStaffApi();
  api.collaborators = [davi];
  cache = new MemoryCache();
});

describe('LoadCollaborators', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's collaborators and answers them", async (role) => {
    expect(await new LoadCollaborators(api, signedInToBusiness(role, 'owner-1'), cache).execute()).toEqual(ok([davi]));
    expect(api.calls).toEqual([['listCollaborators', credentialsFor(role), 'owner-1']]);
  });

  it('keeps them in the cache under their own key, where cached() reads them back', async () => {
    const use = new LoadCollaborators(api, signedInToBusiness('employer'), cache);
    expect(use.cached()).toBeNull();
    await use.execute();
    expect(cache.peek(STAFF_CACHE_KEYS.collaborator)).toEqual([davi]);
    expect(new LoadCollaborators(api, signedInToBusiness('employer'), cache).cached()).toEqual([davi]);
  });

  it("passes the server's failure through and keeps the cached list", async () => {
    cache.write(STAFF_CACHE_KEYS.collaborator, [davi], businessScope('leader'));
    api.failure = REFUSED;
    expect(await new LoadCollaborators(api, signedInToBusiness('leader'), cache).execute()).toEqual(err(REFUSED));
    expect(cache.peek(STAFF_CACHE_KEYS.collaborator)).toEqual([davi]);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await new LoadCollaborators(api, new MemorySessionStore(), cache).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.entries.size).toBe(0);
  });
});
