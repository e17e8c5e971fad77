import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { signedInStore } from '../testing/sessions';
import type { StaffMember } from './staff-member';
import { AddMember, LoadMembers, SaveCollaborator, STAFF_CACHE_KEYS } from './staff.use-cases';

const manager: StaffMember = { id: 'm1', name: 'Bruno', surname: 'Alves', email: 'bruno@example.com', phone: null };

describe('LoadMembers', () => {
  it("asks for the owner's list (a manager's createdById) and caches it per kind", async () => {
    const asked: string[] = [];
    const api = { listMembers: async (_c: unknown, ownerId: string) => (asked.push(ownerId), ok([manager])) };
    const cache = new MemoryCache();
    const use = new LoadMembers(api, signedInStore('manager', { id: 'm9', createdById: 'owner-7' }), cache);
    expect(use.cached('leader')).toBeNull();
    await use.execute('leader');
    expect(asked).toEqual(['owner-7']);
    expect(cache.read(STAFF_CACHE_KEYS.leader)).toEqual([manager]);
    expect(use.cached('leader')).toEqual([manager]);
    expect(use.cached('manager')).toBeNull();
  });
});

describe('AddMember', () => {
  it('checks name, surname, e-mail and a strong password before calling', async () => {
    const calls: unknown[] = [];
    const api = { createMember: async (...args: unknown[]) => (calls.push(args), ok({ message: '' })) };
    const result = await new AddMember(api, signedInStore('employer'), new MemoryCache()).execute('manager', { name: 'Al', surname: '', email: 'x', password: 'weakpass' });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues.map((i) => i.code)).toEqual(['NAME_INVALID', 'SURNAME_INVALID', 'EMAIL_INVALID', 'PASSWORD_INVALID']);
    expect(calls).toEqual([]);
  });

  it('drops the cached list of that kind after adding', async () => {
    const cache = new MemoryCache();
    cache.write(STAFF_CACHE_KEYS.manager, [manager]);
    cache.write(STAFF_CACHE_KEYS.leader, [manager]);
    const api = { createMember: async () => ok({ message: 'Manager added.' }) };
    const result = await new AddMember(api, signedInStore('employer'), cache).execute('manager', { name: 'Carla', surname: 'Dias', email: 'carla@example.com', password: 'Secret#2026' });
    expect(result).toEqual({ ok: true, value: { message: 'Manager added.' } });
    expect(cache.read(STAFF_CACHE_KEYS.manager)).toBeNull();
    expect(cache.read(STAFF_CACHE_KEYS.leader)).toEqual([manager]);
  });
});

describe('SaveCollaborator', () => {
  const input = { name: 'Davi', surname: 'Rocha', phone: '11955554444', address: { description: 'Rua Augusta, 500, São Paulo', latitude: -23.55, longitude: -46.65, complement: null } };

  it('creates without an id and updates with one', async () => {
    const calls: string[] = [];
    const api = {
      createCollaborator: async (_c: unknown, ownerId: string) => (calls.push(`create:${ownerId}`), ok({ message: '' })),
      updateCollaborator: async (_c: unknown, id: string) => (calls.push(`update:${id}`), ok({ message: '' })),
    };
    const use = new SaveCollaborator(api, signedInStore('employer', { id: 'o1' }), new MemoryCache());
    await use.execute(input);
    await use.execute(input, 'c7');
    expect(calls).toEqual(['create:o1', 'update:c7']);
  });

  it('needs an address picked from the suggestions and a numeric phone', async () => {
    const api = { createCollaborator: async () => ok({ message: '' }), updateCollaborator: async () => ok({ message: '' }) };
    const result = await new SaveCollaborator(api, signedInStore('employer'), new MemoryCache()).execute({ ...input, phone: '11 9555', address: null });
    expect(!result.ok && result.error.code === 'VALIDATION_FAILED' && result.error.issues).toEqual([
      { field: 'phone', code: 'PHONE_INVALID' },
      { field: 'address', code: 'ADDRESS_INVALID' },
    ]);
  });
});
