import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { MemorySessionStore } from '../testing/memory-session.store';
import { Login } from './login.use-case';

let api: InMemoryAccountApi;
let store: MemorySessionStore;

beforeEach(() => {
  api = new InMemoryAccountApi();
  store = new MemorySessionStore();
});

describe('Login', () => {
  it('stores the session and returns the next path', async () => {
    api.addAccount({ email: 'ana@example.com', role: 'employer' }, 'Secret#123');
    const result = await new Login(api, store).execute({ email: ' ana@example.com ', password: 'Secret#123' });
    expect(result.ok && result.value.next).toBe('/dashboard');
    expect(store.session?.user.email).toBe('ana@example.com');
    expect(store.session?.token).toBe('token-1');
  });

  it('clears any stored session when the server refuses', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    store.session = { user: api.accounts.get('ana@example.com')!.user, token: 'old' };
    const result = await new Login(api, store).execute({ email: 'ana@example.com', password: 'Wrong#1234' });
    expect(result).toEqual({ ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: 'Invalid e-mail or password.' } });
    expect(store.session).toBeNull();
  });

  it('validates before calling', async () => {
    const result = await new Login(api, store).execute({ email: 'ana@example', password: 'short' });
    expect(!result.ok && result.error.code).toBe('VALIDATION_FAILED');
    expect(api.calls).toEqual([]);
  });
});
