import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { MemoryKeptWork } from '../testing/memory-kept-work';
import { MemorySessionStore } from '../testing/memory-session.store';
import { ActivateAccount } from './activate-account.use-case';
import { Login } from './login.use-case';

let api: InMemoryAccountApi;
let store: MemorySessionStore;

beforeEach(() => {
  api = new InMemoryAccountApi();
  store = new MemorySessionStore();
});

describe('ActivateAccount', () => {
  beforeEach(async () => {
    api.addAccount({ email: 'new@example.com', activation: 'handle' }, 'Secret#123');
    await new Login(api, store, new MemoryKeptWork()).execute({ email: 'new@example.com', password: 'Secret#123' });
  });

  it('activates with the right code and updates the stored session', async () => {
    const result = await new ActivateAccount(api, store).execute({ code: '123456' });
    expect(result.ok).toBe(true);
    expect(store.session?.user.activation).toBe('activated');
    expect(store.session?.token).toBe('token-1');
  });

  it('keeps the account waiting on a wrong code', async () => {
    const result = await new ActivateAccount(api, store).execute({ code: '000000' });
    expect(!result.ok && result.error).toEqual({ code: 'API_REFUSED', reason: 'refused', message: 'The code is invalid or has expired.' });
    expect(store.session?.user.activation).toBe('handle');
  });

  it('needs a code of 6 to 8 characters', async () => {
    const result = await new ActivateAccount(api, store).execute({ code: '12345' });
    expect(!result.ok && result.error).toEqual({ code: 'VALIDATION_FAILED', issues: [{ field: 'code', code: 'CODE_INVALID' }] });
  });

  it('needs a signed-in person', async () => {
    store.session = null;
    const result = await new ActivateAccount(api, store).execute({ code: '123456' });
    expect(!result.ok && result.error).toEqual({ code: 'NOT_SIGNED_IN' });
  });
});
