import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { RegisterAccount } from './register-account.use-case';

let api: InMemoryAccountApi;

beforeEach(() => {
  api = new InMemoryAccountApi();
});

const registration = {
  name: 'Maria',
  surname: 'Silva',
  email: 'maria@example.com',
  password: 'Secret#2026',
  docId: '123.456.789-01',
  acceptedTerms: true,
};

describe('RegisterAccount', () => {
  it('registers a valid person and returns where to go next', async () => {
    const result = await new RegisterAccount(api).execute(registration);
    expect(result).toEqual({ ok: true, value: { message: 'Account created.', next: '/login' } });
    expect(api.accounts.get('maria@example.com')?.user).toMatchObject({ role: 'default', activation: 'handle', docId: '12345678901' });
  });

  it('refuses invalid fields without calling the API, naming each broken rule', async () => {
    const result = await new RegisterAccount(api).execute({ ...registration, name: 'Al', email: 'nope', password: 'lowercase1', acceptedTerms: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual({
      code: 'VALIDATION_FAILED',
      issues: [
        { field: 'name', code: 'NAME_INVALID' },
        { field: 'email', code: 'EMAIL_INVALID' },
        { field: 'password', code: 'PASSWORD_INVALID' },
        { field: 'acceptedTerms', code: 'TERMS_REQUIRED' },
      ],
    });
    expect(api.calls).toEqual([]);
  });

  it("carries the server's refusal", async () => {
    await new RegisterAccount(api).execute(registration);
    const again = await new RegisterAccount(api).execute(registration);
    expect(again).toEqual({ ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: 'An account with this e-mail already exists.' } });
  });
});
