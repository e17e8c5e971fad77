import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { sampleCompany as company } from '../testing/business-fixtures';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { RecordingProfileApi, REFUSED } from '../testing/recording-apis';
import { BUSINESS_ROLES, businessScope, credentialsFor, signedInToBusiness } from '../testing/sessions';
import { COMPANY_CACHE_KEY } from './company-cache';
import { LoadCompany } from './load-company.use-case';

let api: RecordingProfileApi;
let cache: MemoryCache;

beforeEach(() => {
  api = new RecordingProfileApi();
  api.company = company;
  cache = new MemoryCache();
});

describe('LoadCompany', () => {
  it.each(BUSINESS_ROLES)("%s: asks with their credentials for the owner's company and answers it", async (role) => {
    expect(await new LoadCompany(api, signedInToBusiness(role, 'owner-1'), cache).execute()).toEqual(ok(company));
    expect(api.calls).toEqual([['getCompany', credentialsFor(role), 'owner-1']]);
  });

  it('keeps the company in the cache, where cached() reads it back for the next first paint', async () => {
    const use = new LoadCompany(api, signedInToBusiness('employer'), cache);
    expect(use.cached()).toBeNull();
    await use.execute();
    expect(cache.peek(COMPANY_CACHE_KEY)).toEqual(company);
    expect(new LoadCompany(api, signedInToBusiness('employer'), cache).cached()).toEqual(company);
  });

  it('drops a cached company when the server says there is none', async () => {
    cache.write(COMPANY_CACHE_KEY, company, businessScope('employer'));
    api.company = null;
    expect(await new LoadCompany(api, signedInToBusiness('employer'), cache).execute()).toEqual(ok(null));
    expect(cache.peek(COMPANY_CACHE_KEY)).toBeNull();
  });

  it("passes the server's failure through and keeps the cached company", async () => {
    cache.write(COMPANY_CACHE_KEY, company, businessScope('employer'));
    api.failure = REFUSED;
    expect(await new LoadCompany(api, signedInToBusiness('employer'), cache).execute()).toEqual(err(REFUSED));
    expect(cache.peek(COMPANY_CACHE_KEY)).toEqual(company);
  });

  it('answers NOT_SIGNED_IN without calling the server or touching the cache', async () => {
    expect(await new LoadCompany(api, new MemorySessionStore(), cache).execute()).toEqual(err({ code: 'NOT_SIGNED_IN' }));
    expect(api.calls).toEqual([]);
    expect(cache.entries.size).toBe(0);
  });
});
