import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingServicesApi, REFUSED } from '../testing/recording-apis';
import { credentialsFor, signedInToBusiness } from '../testing/sessions';
import { DeleteService } from './delete-service.use-case';

let api: RecordingServicesApi;

beforeEach(() => {
  api = new RecordingServicesApi();
});

describe('DeleteService', () => {
  it("removes the service with the caller's credentials", async () => {
    expect(await new DeleteService(api, signedInToBusiness('leader')).execute('s1')).toEqual(ok(ACK));
    expect(api.calls).toEqual([['remove', credentialsFor('leader'), 's1']]);
  });

  it('needs the id of a service, and sends nothing without one', async () => {
    const result = await new DeleteService(api, signedInToBusiness('employer')).execute('');
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'id', code: 'ID_MISSING' }] }));
    expect(api.calls).toEqual([]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new DeleteService(api, new MemorySessionStore()).execute('s1')).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new DeleteService(api, signedInToBusiness('employer')).execute('s1')).toEqual(err(REFUSED));
  });
});
