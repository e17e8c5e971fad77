import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { MemoryKeptWork } from '../testing/memory-kept-work';
import { MemorySessionStore } from '../testing/memory-session.store';
import { Login } from './login.use-case';

let api: InMemoryAccountApi;
let store: MemorySessionStore;
let kept: MemoryKeptWork;

beforeEach(() => {
  api = new InMemoryAccountApi();
  store = new MemorySessionStore();
  kept = new MemoryKeptWork();
});

describe('Login', () => {
  it('stores the session and returns the next path', async () => {
    api.addAccount({ email: 'ana@example.com', role: 'employer' }, 'Secret#123');
    const result = await new Login(api, store, kept).execute({ email: ' ana@example.com ', password: 'Secret#123' });
    expect(result.ok && result.value.next).toBe('/dashboard');
    expect(store.session?.user.email).toBe('ana@example.com');
    expect(store.session?.token).toBe('token-1');
  });

  it("opens the person's kept work with their password before the session is stored, so that it is in place when the session starts", async () => {
    api.addAccount({ email: 'ana@example.com', role: 'employer' }, 'Secret#123');
    let storedWhenOpened: boolean | null = null;
    const open = kept.open.bind(kept);
    kept.open = (user, password) => {
      storedWhenOpened = store.session !== null;
      return open(user, password);
    };
    const result = await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
    expect(storedWhenOpened).toBe(false);
    expect(kept.passwords.get(store.session!.user.id)).toBe('Secret#123');
    expect(result.ok && result.value.keptWorkLost).toBe(false);
  });

  it('says so when the work kept for the person was sealed under a password changed since', async () => {
    api.addAccount({ email: 'ana@example.com', role: 'employer' }, 'Secret#123');
    kept.sealed.set(api.accounts.get('ana@example.com')!.user.id, 'Before#123');
    const result = await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Secret#123' });
    expect(result.ok && result.value.keptWorkLost).toBe(true);
    expect(store.session).not.toBeNull();
  });

  it('clears any stored session when the server refuses', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    store.session = { user: api.accounts.get('ana@example.com')!.user, token: 'old' };
    const result = await new Login(api, store, kept).execute({ email: 'ana@example.com', password: 'Wrong#1234' });
    expect(result).toEqual({ ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: 'Invalid e-mail or password.' } });
    expect(store.session).toBeNull();
    expect(kept.calls).toEqual([]);
  });

  it('validates before calling', async () => {
    const result = await new Login(api, store, kept).execute({ email: 'ana@example', password: 'short' });
    expect(!result.ok && result.error.code).toBe('VALIDATION_FAILED');
    expect(api.calls).toEqual([]);
  });
});
