import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { DeleteVisit } from './delete-visit.use-case';

let api: RecordingClientsApi;

beforeEach(() => {
  api = new RecordingClientsApi();
});

describe('DeleteVisit', () => {
  it("deletes the client's visit with the caller's credentials", async () => {
    expect(await new DeleteVisit(api, signedInToBusiness('leader')).execute('c1', 'v9')).toEqual(ok(ACK));
    expect(api.calls).toEqual([['deleteVisit', credentialsFor('leader'), 'c1', 'v9']]);
  });

  it.each([
    ['', 'v9'],
    ['c1', ''],
  ])('needs both the client (%j) and the visit (%j), and sends nothing without them', async (clientId, visitId) => {
    const result = await new DeleteVisit(api, signedInToBusiness('employer')).execute(clientId, visitId);
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new DeleteVisit(api, new MemorySessionStore()).execute('c1', 'v9')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new DeleteVisit(api, signedInToBusiness('employer')).execute('c1', 'v9')).toEqual(err(REFUSED));
  });
});
