import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ok } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { MemoryCache } from '../testing/memory-cache';
import { signedInStore } from '../testing/sessions';
import type { Client } from './client.entity';
import type { NewClient } from './clients.port';
import { DuplicateClient } from './duplicate-client.use-case';
import { ScheduleClient } from './schedule-client.use-case';

const ana: Client = {
  id: 'c1',
  name: 'Ana Souza',
  phone: '11999998888',
  email: 'ana@example.com',
  docId: '12345678901',
  birthday: Temporal.PlainDate.from('1990-05-04'),
  address: { description: 'Rua Augusta, 100, São Paulo', latitude: -23.55, longitude: -46.65, complement: 'apto 12' },
  team: { id: 't1', name: 'Equipe Centro', leaderName: 'Lia', memberNames: [] },
  serviceMinutes: 150,
  createdById: 'owner-1',
  createdAt: null,
};

function duplicating() {
  const created: NewClient[] = [];
  const api = { create: async (_c: unknown, _o: string, client: NewClient) => (created.push(client), ok({ message: 'Client registered.' })) };
  const register = new ScheduleClient(api, signedInStore('employer', { id: 'owner-1' }), new MemoryCache(), new FixedClock('2026-03-02T10:00:00Z', 'America/Sao_Paulo'));
  return { created, duplicate: new DuplicateClient(register) };
}

describe('DuplicateClient', () => {
  it("registers the client's copy: same team, contact, place, document, birthday and duration, named as a copy, with no visits", async () => {
    const { created, duplicate } = duplicating();
    expect(await duplicate.execute({ client: ana, copyWord: 'copy' })).toEqual(ok({ message: 'Client registered.' }));
    expect(created).toEqual([
      {
        name: 'Ana Souza copy',
        phone: '11999998888',
        email: 'ana@example.com',
        docId: '12345678901',
        birthday: Temporal.PlainDate.from('1990-05-04'),
        address: ana.address,
        serviceMinutes: 150,
        teamId: 't1',
        visits: [],
        recurrence: null,
      },
    ]);
  });

  it('keeps the name within 50 characters, the copy word whole', async () => {
    const { created, duplicate } = duplicating();
    await duplicate.execute({ client: { ...ana, name: 'A'.repeat(48) }, copyWord: 'cópia' });
    expect(created[0]!.name).toBe(`${'A'.repeat(44)} cópia`);
    expect(created[0]!.name).toHaveLength(50);
  });

  it('refuses, with the rule of a new client, a client without a team: nothing is sent', async () => {
    const { created, duplicate } = duplicating();
    const result = await duplicate.execute({ client: { ...ana, team: null }, copyWord: 'copy' });
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', issues: [{ field: 'team', code: 'TEAM_REQUIRED' }] } });
    expect(created).toEqual([]);
  });
});
