import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingProfileApi } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { BusinessHours } from './business-hours';
import { LoadBusinessHours } from './load-business-hours.use-case';

const hours: BusinessHours = { workingHours: [{ id: '1', day: 1, startHour: 8, endHour: 18 }], closedDays: [7] };

let api: RecordingProfileApi;

beforeEach(() => {
  api = new RecordingProfileApi();
  api.hours = hours;
});

describe('LoadBusinessHours', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's hours and answers them", async (role) => {
    expect(await new LoadBusinessHours(api, signedInToBusiness(role, 'owner-1')).execute()).toEqual(ok(hours));
    expect(api.calls).toEqual([['getBusinessHours', credentialsFor(role), 'owner-1']]);
  });

  it('answers null when the business has set no hours yet', async () => {
    api.hours = null;
    expect(await new LoadBusinessHours(api, signedInToBusiness('employer')).execute()).toEqual(ok(null));
  });

  it('answers NOT_SIGNED_IN without calling the server when no one is signed in', async () => {
    expect(await new LoadBusinessHours(api, new MemorySessionStore()).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.failure = { code: 'API_BAD_ANSWER', detail: 'getBusinessHours: /workingHours must be array' };
    expect(await new LoadBusinessHours(api, signedInToBusiness('leader')).execute()).toEqual(err(api.failure));
  });
});
