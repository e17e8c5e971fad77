import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { MemorySessionStore } from '../testing/memory-session.store';
import { Login } from './login.use-case';
import { Logout } from './logout.use-case';

let api: InMemoryAccountApi;
let store: MemorySessionStore;

beforeEach(() => {
  api = new InMemoryAccountApi();
  store = new MemorySessionStore();
});

describe('Logout', () => {
  it('disconnects and clears the stored data', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    await new Login(api, store).execute({ email: 'ana@example.com', password: 'Secret#123' });
    const result = await new Logout(api, store).execute();
    expect(result.ok).toBe(true);
    expect(store.session).toBeNull();
    expect(api.accounts.get('ana@example.com')?.tokens.size).toBe(0);
  });

  it('still clears the stored data when the server cannot be reached', async () => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
    await new Login(api, store).execute({ email: 'ana@example.com', password: 'Secret#123' });
    api.unreachable = true;
    const result = await new Logout(api, store).execute();
    expect(!result.ok && result.error.code).toBe('API_UNREACHABLE');
    expect(store.session).toBeNull();
  });
});
