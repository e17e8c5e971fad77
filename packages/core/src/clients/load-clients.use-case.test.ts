import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { sessionFor, signedInStore } from '../testing/sessions';
import type { Client } from './client.entity';
import type { ClientsApi } from './clients.port';
import { LoadClients } from './load-clients.use-case';

const store = signedInStore('employer', { id: 'owner-1' });

describe('LoadClients cache', () => {
  it('keeps clients (birthdays included) in the cache and reads them back', async () => {
    const clients: Client[] = [{ id: 'c1', name: 'Joana', phone: '1', email: 'j@x.y', docId: null, birthday: Temporal.PlainDate.from('1990-05-17'), address: null, team: null, serviceMinutes: 60, createdById: 'owner-1', createdAt: null }];
    const api: Pick<ClientsApi, 'list'> = { list: async () => ok(clients) };
    const use = new LoadClients(api, store, new MemoryCache());
    expect(use.cached()).toBeNull();
    await use.execute();
    expect(use.cached()?.[0]?.birthday?.toString()).toBe('1990-05-17');
  });

  it("never reads back another person's list, nor one of another business, nor any with no one signed in", async () => {
    const clients: Client[] = [{ id: 'c1', name: 'Joana', phone: '1', email: 'j@x.y', docId: null, birthday: null, address: null, team: null, serviceMinutes: 60, createdById: 'owner-1', createdAt: null }];
    const sessions = new MemorySessionStore(sessionFor('leader', { id: 'leader-1', createdById: 'owner-1' }));
    const cache = new MemoryCache();
    const use = new LoadClients({ list: async () => ok(clients) }, sessions, cache);
    await use.execute();
    expect(use.cached()).toHaveLength(1);
    sessions.session = sessionFor('employer', { id: 'owner-2' });
    expect(use.cached()).toBeNull();
    sessions.session = sessionFor('manager', { id: 'manager-1', createdById: 'owner-1' });
    expect(use.cached()).toBeNull();
    sessions.session = null;
    expect(use.cached()).toBeNull();
  });

  it("writes the list with the scope of the session that asked for it", async () => {
    const cache = new MemoryCache();
    const use = new LoadClients({ list: async () => ok([]) }, signedInStore('leader', { id: 'leader-1', createdById: 'owner-1' }), cache);
    await use.execute();
    expect(cache.entries.get('clients')?.scope).toEqual({ userId: 'leader-1', ownerId: 'owner-1' });
  });
});
