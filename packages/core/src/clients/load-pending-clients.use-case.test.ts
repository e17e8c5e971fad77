import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { PendingClient } from './client.entity';
import { LoadPendingClients } from './load-pending-clients.use-case';

const pending: PendingClient = { clientId: 'c1', name: 'Joana Prado', pendingVisits: 2 };

let api: RecordingClientsApi;

beforeEach(() => {
  api = new RecordingClientsApi();
  api.pending = [pending];
});

describe('LoadPendingClients', () => {
  it.each([
    ['employer', 'owner-1'],
    ['manager', 'manager-1'],
    ['leader', 'leader-1'],
  ] as const)("%s: asks for the signed-in person's own pending clients (id %s, not the owner's)", async (role, userId) => {
    expect(await new LoadPendingClients(api, signedInToBusiness(role, 'owner-1')).execute()).toEqual(ok([pending]));
    expect(api.calls).toEqual([['pendingToday', credentialsFor(role), userId]]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadPendingClients(api, new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new LoadPendingClients(api, signedInToBusiness('leader')).execute()).toEqual(err(REFUSED));
  });
});
