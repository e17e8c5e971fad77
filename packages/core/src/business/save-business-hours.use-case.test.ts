import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { sampleCompany } from '../testing/business-fixtures';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ACK, RecordingProfileApi, REFUSED } from '../testing/recording-apis';
import { BUSINESS_ROLES, credentialsFor, signedInToBusiness } from '../testing/sessions';
import type { BusinessHours } from './business-hours';
import { COMPANY_CACHE_KEY } from './company-cache';
import { SaveBusinessHours } from './save-business-hours.use-case';

const oneDay: BusinessHours = { workingHours: [{ id: '1', day: 1, startHour: 8, endHour: 18 }], closedDays: [] };

let api: RecordingProfileApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingProfileApi();
  cache = new MemoryCache({ [COMPANY_CACHE_KEY]: sampleCompany });
});

describe('SaveBusinessHours', () => {
  it.each(BUSINESS_ROLES)("%s: saves the hours for the owner's business and clears the cached company", async (role) => {
    expect(await new SaveBusinessHours(api, signedInToBusiness(role, 'owner-1'), cache).execute(oneDay)).toEqual(ok(ACK));
    expect(api.calls).toEqual([['saveBusinessHours', credentialsFor(role), 'owner-1', oneDay]]);
    expect(cache.peek(COMPANY_CACHE_KEY)).toBeNull();
  });

  it('needs one working period at least, closed days or not, and sends nothing without one', async () => {
    const result = await new SaveBusinessHours(api, signedInToBusiness('employer'), cache).execute({ workingHours: [], closedDays: [6, 7] });
    expect(result).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'hours', code: 'WORKING_HOURS_REQUIRED' }] }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(COMPANY_CACHE_KEY)).toEqual(sampleCompany);
  });

  it("passes the server's refusal through and keeps the cached company", async () => {
    api.failure = REFUSED;
    expect(await new SaveBusinessHours(api, signedInToBusiness('manager'), cache).execute(oneDay)).toEqual(err(REFUSED));
    expect(cache.peek(COMPANY_CACHE_KEY)).toEqual(sampleCompany);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await new SaveBusinessHours(api, new MemorySessionStore(), cache).execute(oneDay)).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.peek(COMPANY_CACHE_KEY)).toEqual(sampleCompany);
  });
});
