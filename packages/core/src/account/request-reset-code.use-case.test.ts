import { beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../shared/result';
import { emailOfLength as email } from '../testing/business-fixtures';
import { InMemoryAccountApi } from '../testing/in-memory-account.api';
import { RequestResetCode } from './request-reset-code.use-case';

let api: InMemoryAccountApi;

beforeEach(() => {
  api = new InMemoryAccountApi();
});

describe('RequestResetCode', () => {
  it('asks for a code for the trimmed e-mail, without a session, and answers what the server said', async () => {
    api.addAccount({ email: 'ana@example.com' });
    const result = await new RequestResetCode(api).execute({ email: '  ana@example.com ' });
    expect(result).toEqual(ok({ message: 'If the e-mail is registered, a code is on its way.' }));
    expect(api.calls).toEqual(['requestResetCode']);
    expect(api.accounts.get('ana@example.com')?.resetCode).toBe('654321');
  });

  it.each(['a@b.co', 'a@b.info', email(50)])('accepts %j at the bounds of the e-mail rule', async (address) => {
    expect((await new RequestResetCode(api).execute({ email: address })).ok).toBe(true);
    expect(api.calls).toEqual(['requestResetCode']);
  });

  it.each(['', 'ana', 'ana@example', 'a@b.c', 'a@b.infos', 'ana lima@example.com', email(51)])('refuses %j with EMAIL_INVALID and asks nothing', async (address) => {
    expect(await new RequestResetCode(api).execute({ email: address })).toEqual(err({ code: 'VALIDATION_FAILED', issues: [{ field: 'email', code: 'EMAIL_INVALID' }] }));
    expect(api.calls).toEqual([]);
  });

  it("passes the server's failure through unchanged", async () => {
    api.unreachable = true;
    expect(await new RequestResetCode(api).execute({ email: 'ana@example.com' })).toEqual(err({ code: 'API_UNREACHABLE' }));
  });
});
