import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { signedInStore } from '../testing/sessions';
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
});
