import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { signedInStore } from '../testing/sessions';
import { LoadMembers } from './load-members.use-case';
import type { StaffMember } from './staff-member';
import { STAFF_CACHE_KEYS } from './staff-cache';

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
    expect(cache.peek(STAFF_CACHE_KEYS.leader)).toEqual([manager]);
    expect(use.cached('leader')).toEqual([manager]);
    expect(use.cached('manager')).toBeNull();
  });
});
