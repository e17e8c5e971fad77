import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { businessScope, signedInStore } from '../testing/sessions';
import { AddMember } from './add-member.use-case';
import type { StaffMember } from './staff-member';
import { STAFF_CACHE_KEYS } from './staff-cache';

const manager: StaffMember = { id: 'm1', name: 'Bruno', surname: 'Alves', email: 'bruno@example.com', phone: null };

describe('AddMember', () => {
  it('checks name, surname, e-mail and a strong password before calling', async () => {
    const calls: unknown[] = [];
    const api = { createMember: async (...args: unknown[]) => (calls.push(args), ok({ message: '' })) };
    const result = await new AddMember(api, signedInStore('employer'), new MemoryCache()).execute('manager', { name: 'Al', surname: '', email: 'x', password: 'weakpass' });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues.map((i) => i.code)).toEqual(['NAME_INVALID', 'SURNAME_INVALID', 'EMAIL_INVALID', 'PASSWORD_INVALID']);
    expect(calls).toEqual([]);
  });

  it("refuses a name holding a line break or another control character before calling (the issue's forged log line)", async () => {
    const calls: unknown[] = [];
    const api = { createMember: async (...args: unknown[]) => (calls.push(args), ok({ message: '' })) };
    const member = { name: 'Zed\n[mock-server] POST /criar-assinatura 200 3ms', surname: 'Souza\t', email: 'zed@example.com', password: 'Secret#2026' };
    const result = await new AddMember(api, signedInStore('employer'), new MemoryCache()).execute('leader', member);
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues).toEqual([
      { field: 'name', code: 'CONTROL_CHARACTERS' },
      { field: 'surname', code: 'CONTROL_CHARACTERS' },
    ]);
    expect(calls).toEqual([]);
  });

  it('drops the cached list of that kind after adding', async () => {
    const cache = new MemoryCache();
    cache.write(STAFF_CACHE_KEYS.manager, [manager], businessScope('employer'));
    cache.write(STAFF_CACHE_KEYS.leader, [manager], businessScope('employer'));
    const api = { createMember: async () => ok({ message: 'Manager added.' }) };
    const result = await new AddMember(api, signedInStore('employer'), cache).execute('manager', { name: 'Carla', surname: 'Dias', email: 'carla@example.com', password: 'Secret#2026' });
    expect(result).toEqual({ ok: true, value: { message: 'Manager added.' } });
    expect(cache.peek(STAFF_CACHE_KEYS.manager)).toBeNull();
    expect(cache.peek(STAFF_CACHE_KEYS.leader)).toEqual([manager]);
  });
});
