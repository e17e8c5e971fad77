import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { MemoryKeptWork } from '../testing/memory-kept-work';
import { MemorySessionStore } from '../testing/memory-session.store';
import { Login } from './login.use-case';
import { RequestResetCode } from './request-reset-code.use-case';
import { ResetPassword } from './reset-password.use-case';

let api: InMemoryAccountApi;
let store: MemorySessionStore;

beforeEach(() => {
  api = new InMemoryAccountApi();
  store = new MemorySessionStore();
});

describe('RequestResetCode and ResetPassword', () => {
  beforeEach(() => {
    api.addAccount({ email: 'ana@example.com' }, 'Secret#123');
  });

  it('resets the password with the e-mailed code, after which the new one signs in', async () => {
    expect((await new RequestResetCode(api).execute({ email: 'ana@example.com' })).ok).toBe(true);
    const reset = await new ResetPassword(api).execute({ email: 'ana@example.com', newPassword: 'Brand#New2026', code: '654321' });
    expect(reset.ok).toBe(true);
    expect((await new Login(api, store, new MemoryKeptWork()).execute({ email: 'ana@example.com', password: 'Brand#New2026' })).ok).toBe(true);
  });

  it('validates e-mail, new password strength and the code of up to 6 digits', async () => {
    const result = await new ResetPassword(api).execute({ email: 'x', newPassword: 'weakpassword', code: '1234567' });
    expect(!result.ok && result.error).toEqual({
      code: 'VALIDATION_FAILED',
      issues: [
        { field: 'email', code: 'EMAIL_INVALID' },
        { field: 'newPassword', code: 'PASSWORD_INVALID' },
        { field: 'code', code: 'CODE_INVALID' },
      ],
    });
    expect(api.calls).toEqual([]);
  });

  it('refuses an e-mail that is not an address before calling', async () => {
    const result = await new RequestResetCode(api).execute({ email: 'not-an-email' });
    expect(!result.ok && result.error.code).toBe('VALIDATION_FAILED');
  });
});
