import { describe, expect, it } from 'vitest';
import type { Client } from '../clients/client.entity';
import { err, ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { signedInToBusiness } from '../testing/sessions';
import { businessContext } from '../account/business-context';
import { LoadServiceMinutes, ROAD_MINUTES_CACHE_KEY } from './load-service-minutes.use-case';

const client = (id: string, serviceMinutes: number | null, team: string | null = null): Client => ({
  id,
  name: id,
  phone: '',
  email: '',
  docId: null,
  birthday: null,
  address: null,
  team: team === null ? null : { id: `t-${team}`, name: team, leaderName: null, memberNames: [] },
  serviceMinutes,
  createdById: null,
  createdAt: null,
});
const business = [client('c1', 90, 'Norte'), client('c2', null, 'Sul'), client('c3', 0), client('c4', 45, 'Norte'), client('elsewhere', 120, 'Leste')];

describe('LoadServiceMinutes', () => {
  it("answers the day's clients' service durations from the business's client list, without those that have none or 0", async () => {
    const cache = new MemoryCache();
    const use = new LoadServiceMinutes({ list: async () => ok(business) }, signedInToBusiness('employer'), cache);
    const facts = await use.execute(['c1', 'c2', 'c3', 'c4']);
    expect(facts.ok && [...facts.value.minutes]).toEqual([
      ['c1', 90],
      ['c4', 45],
    ]);
    expect([...use.keptOnDevice().minutes]).toEqual([
      ['c1', 90],
      ['c4', 45],
    ]);
  });

  it("answers the day's clients' teams from the same answer, without those that have none, and keeps them", async () => {
    const cache = new MemoryCache();
    const use = new LoadServiceMinutes({ list: async () => ok(business) }, signedInToBusiness('employer'), cache);
    const facts = await use.execute(['c1', 'c2', 'c3', 'c4']);
    const expected = [
      ['c1', { id: 't-Norte', name: 'Norte' }],
      ['c2', { id: 't-Sul', name: 'Sul' }],
      ['c4', { id: 't-Norte', name: 'Norte' }],
    ];
    expect(facts.ok && [...facts.value.teams]).toEqual(expected);
    expect([...use.keptOnDevice().teams]).toEqual(expected);
  });

  it('reads what an earlier version kept (durations only) as durations and no teams', () => {
    const cache = new MemoryCache();
    const sessions = signedInToBusiness('employer');
    const context = businessContext(sessions);
    if (!context.ok) throw new Error('signed in');
    cache.write(ROAD_MINUTES_CACHE_KEY, { v: 1, minutes: [['c1', 90]] }, context.value.cacheScope);
    const kept = new LoadServiceMinutes({ list: async () => ok([]) }, sessions, cache).keptOnDevice();
    expect([...kept.minutes]).toEqual([['c1', 90]]);
    expect(kept.teams.size).toBe(0);
  });

  it('with no signal answers what the device kept; a refusal is the answer', async () => {
    const cache = new MemoryCache();
    await new LoadServiceMinutes({ list: async () => ok(business) }, signedInToBusiness('manager'), cache).execute(['c1']);
    const offline = new LoadServiceMinutes({ list: async () => err({ code: 'API_UNREACHABLE' as const }) }, signedInToBusiness('manager'), cache);
    const kept = await offline.execute(['c1']);
    expect(kept.ok && [...kept.value.minutes]).toEqual([['c1', 90]]);
    const refused = new LoadServiceMinutes({ list: async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'no' }) }, signedInToBusiness('manager'), cache);
    expect((await refused.execute(['c1'])).ok).toBe(false);
  });

  it("keeps nothing for someone else: another person's durations are not read", async () => {
    const cache = new MemoryCache();
    await new LoadServiceMinutes({ list: async () => ok(business) }, signedInToBusiness('manager'), cache).execute(['c1']);
    expect(new LoadServiceMinutes({ list: async () => ok([]) }, signedInToBusiness('leader'), cache).keptOnDevice().minutes.size).toBe(0);
  });
});
