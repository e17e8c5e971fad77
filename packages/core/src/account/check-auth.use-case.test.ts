import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { MemoryKeptWork } from '../testing/memory-kept-work';
import { MemorySessionStore } from '../testing/memory-session.store';
import { CheckAuth } from './check-auth.use-case';
import { Login } from './login.use-case';

let api: InMemoryAccountApi;
let store: MemorySessionStore;
let kept: MemoryKeptWork;

beforeEach(() => {
  api = new InMemoryAccountApi();
  store = new MemorySessionStore();
  kept = new MemoryKeptWork();
});

describe('CheckAuth', () => {
  beforeEach(async () => {
    api.addAccount({ email: 'ana@example.com', role: 'employer' }, 'Secret#123');
  });

  it('is signed out with no stored session, without calling the server', async () => {
    expect(await new CheckAuth(api, store, kept).execute()).toEqual({ ok: true, value: { status: 'signed-out', reason: 'no-session' } });
    expect(api.calls).toEqual([]);
  });

  it('is signed in when the server holds the same token', async () => {
    await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
    const result = await new CheckAuth(api, store, kept).execute();
    expect(result.ok && result.value.status).toBe('signed-in');
  });

  it('signs out and clears the store when the token no longer matches', async () => {
    await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
    store.session = { ...store.session!, token: 'stale' };
    const result = await new CheckAuth(api, store, kept).execute();
    expect(result).toEqual({ ok: true, value: { status: 'signed-out', reason: 'token-mismatch' } });
    expect(store.session).toBeNull();
  });

  it("seals the person's work for them, once the session is cleared, when the server ended it", async () => {
    await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
    const user = store.session!.user;
    store.session = { ...store.session!, token: 'stale' };
    let signedInWhenSealed: boolean | null = null;
    const seal = kept.seal.bind(kept);
    kept.seal = (sealed) => {
      signedInWhenSealed = store.session !== null;
      return seal(sealed);
    };
    await new CheckAuth(api, store, kept).execute();
    expect(signedInWhenSealed).toBe(false);
    expect(kept.sealed.get(user.id)).toBe('Secret#123');
  });

  it('signs out when the server answers another token', async () => {
    await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
    const otherTokenApi = { checkAuth: async () => ({ ok: true as const, value: { token: 'another' } }) };
    const result = await new CheckAuth(otherTokenApi, store, kept).execute();
    expect(result.ok && result.value.status).toBe('signed-out');
    expect(store.session).toBeNull();
  });

  it('keeps the session when the server cannot be reached (only reported)', async () => {
    await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
    api.unreachable = true;
    const result = await new CheckAuth(api, store, kept).execute();
    expect(!result.ok && result.error.code).toBe('API_UNREACHABLE');
    expect(store.session).not.toBeNull();
    expect(kept.calls.filter((call) => call.startsWith('seal'))).toEqual([]);
  });

  it('keeps the session when the server is busy or failing: that says nothing of the session', async () => {
    await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
    const busy = { checkAuth: async () => ({ ok: false as const, error: { code: 'API_REFUSED' as const, reason: 'try-later' as const, message: 'Too many requests.' } }) };
    const result = await new CheckAuth(busy, store, kept).execute();
    expect(!result.ok && result.error.code).toBe('API_REFUSED');
    expect(kept.calls.filter((call) => call.startsWith('seal'))).toEqual([]);
    expect(store.session).not.toBeNull();
  });
});
