import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingStaffApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { DeleteMember } from './delete-member.use-case';
import { STAFF_CACHE_KEYS } from './staff-cache';

let api: RecordingStaffApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingStaffApi();
  cache = new MemoryCache({ [STAFF_CACHE_KEYS.manager]: [{ id: 'm1' }], [STAFF_CACHE_KEYS.leader]: [{ id: 'l1' }] });
});

describe('DeleteMember', () => {
  it.each([
    ['manager', 'leader'],
    ['leader', 'manager'],
  ] as const)("deletes a %s with the caller's credentials and drops that list only (the %ss stay cached)", async (kind, other) => {
    expect(await new DeleteMember(api, signedInToBusiness('employer'), cache).execute(kind, 'u7')).toEqual(ok(ACK));
    expect(api.calls).toEqual([['deleteMember', credentialsFor('employer'), kind, 'u7']]);
    expect(cache.peek(STAFF_CACHE_KEYS[kind])).toBeNull();
    expect(cache.peek(STAFF_CACHE_KEYS[other])).not.toBeNull();
  });

  it('needs the id of the person, and sends nothing without one', async () => {
    const result = await new DeleteMember(api, signedInToBusiness('employer'), cache).execute('leader', '');
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through and keeps the cached list", async () => {
    api.failure = REFUSED;
    expect(await new DeleteMember(api, signedInToBusiness('manager'), cache).execute('leader', 'l1')).toEqual(err(REFUSED));
    expect(cache.peek(STAFF_CACHE_KEYS.leader)).toEqual([{ id: 'l1' }]);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await new DeleteMember(api, new MemorySessionStore(), cache).execute('leader', 'l1')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(STAFF_CACHE_KEYS.leader)).toEqual([{ id: 'l1' }]);
  });
});
