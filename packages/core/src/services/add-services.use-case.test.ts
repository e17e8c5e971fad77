import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingServicesApi, REFUSED } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import { AddServices } from './add-services.use-case';

const washing = { name: 'Lavagem', price: 80 };
const ironing = { name: 'Passadoria', price: 90.5 };

let api: RecordingServicesApi;

beforeEach(() => {
  api = new RecordingServicesApi();
});

describe('AddServices', () => {
  it.each(BUSINESS_ROLES)("%s: sends the whole queue at once into the owner's catalogue", async (role) => {
    expect(await new AddServices(api, signedInToBusiness(role, 'owner-1')).execute([washing, ironing])).toEqual(ok(ACK));
    expect(api.calls).toEqual([['create', credentialsFor(role), 'owner-1', [washing, ironing]]]);
  });

  it('sends a queue of one', async () => {
    await new AddServices(api, signedInToBusiness('employer')).execute([washing]);
    expect(api.calls.map(([, , , queue]) => queue)).toEqual([[washing]]);
  });

  it('refuses an empty queue, and sends nothing', async () => {
    const result = await new AddServices(api, signedInToBusiness('employer')).execute([]);
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'queue', code: 'FIELD_INVALID' }] }));
    expect(api.calls).toEqual([]);
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new AddServices(api, new MemorySessionStore()).execute([washing])).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's refusal through unchanged", async () => {
    api.failure = REFUSED;
    expect(await new AddServices(api, signedInToBusiness('manager')).execute([washing])).toEqual(err(REFUSED));
  });
});
