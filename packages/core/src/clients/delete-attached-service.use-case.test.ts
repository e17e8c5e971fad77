import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingClientsApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { DeleteAttachedService } from './delete-attached-service.use-case';

let api: RecordingClientsApi;

beforeEach(() => {
  api = new RecordingClientsApi();
});

describe('DeleteAttachedService', () => {
  it("removes the attached service with the caller's credentials", async () => {
    expect(await new DeleteAttachedService(api, signedInToBusiness('manager')).execute('a1')).toEqual(ok(ACK));
    expect(api.calls).toEqual([['deleteAttachedService', credentialsFor('manager'), 'a1']]);
  });

  it('needs the id of the attached service, and sends nothing without one', async () => {
    const result = await new DeleteAttachedService(api, signedInToBusiness('employer')).execute('');
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new DeleteAttachedService(api, new MemorySessionStore()).execute('a1')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new DeleteAttachedService(api, signedInToBusiness('employer')).execute('a1')).toEqual(err(REFUSED));
  });
});
