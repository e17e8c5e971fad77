import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingServicesApi } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import { LoadServices } from './load-services.use-case';

const catalogue = [{ id: 's1', name: 'Limpeza padrão', price: 120.5 }];

let api: RecordingServicesApi;

beforeEach(() => {
  api = new RecordingServicesApi();
  api.services = catalogue;
});

describe('LoadServices', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's catalogue and answers it", async (role) => {
    expect(await new LoadServices(api, signedInToBusiness(role, 'owner-1')).execute()).toEqual(ok(catalogue));
    expect(api.calls).toEqual([['list', credentialsFor(role), 'owner-1']]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadServices(api, new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = { code: 'API_TIMEOUT' };
    expect(await new LoadServices(api, signedInToBusiness('employer')).execute()).toEqual(err({ code: 'API_TIMEOUT' }));
  });
});
