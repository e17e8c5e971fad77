import { describe, expect, it } from 'vitest';
import type { Client } from '../clients/client.entity';
import { err, ok } from '../shared/result';
import { MemoryCache } from '../testing/memory-cache';
import { signedInToBusiness } from '../testing/sessions';
import { LoadServiceMinutes } from './load-service-minutes.use-case';

const client = (id: string, serviceMinutes: number | null): Client => ({
  id,
  name: id,
  phone: '',
  email: '',
  docId: null,
  birthday: null,
  address: null,
  team: null,
  serviceMinutes,
  createdById: null,
  createdAt: null,
});
const business = [client('c1', 90), client('c2', null), client('c3', 0), client('c4', 45), client('elsewhere', 120)];

describe('LoadServiceMinutes', () => {
  it("answers the day's clients' service durations from the business's client list, without those that have none or 0", async () => {
    const cache = new MemoryCache();
    const use = new LoadServiceMinutes({ list: async () => ok(business) }, signedInToBusiness('employer'), cache);
    const minutes = await use.execute(['c1', 'c2', 'c3', 'c4']);
    expect(minutes.ok && [...minutes.value]).toEqual([
      ['c1', 90],
      ['c4', 45],
    ]);
    expect([...use.keptOnDevice()]).toEqual([
      ['c1', 90],
      ['c4', 45],
    ]);
  });

  it('with no signal answers what the device kept; a refusal is the answer', async () => {
    const cache = new MemoryCache();
    await new LoadServiceMinutes({ list: async () => ok(business) }, signedInToBusiness('manager'), cache).execute(['c1']);
    const offline = new LoadServiceMinutes({ list: async () => err({ code: 'API_UNREACHABLE' as const }) }, signedInToBusiness('manager'), cache);
    const kept = await offline.execute(['c1']);
    expect(kept.ok && [...kept.value]).toEqual([['c1', 90]]);
    const refused = new LoadServiceMinutes({ list: async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'no' }) }, signedInToBusiness('manager'), cache);
    expect((await refused.execute(['c1'])).ok).toBe(false);
  });

  it("keeps nothing for someone else: another person's durations are not read", async () => {
    const cache = new MemoryCache();
    await new LoadServiceMinutes({ list: async () => ok(business) }, signedInToBusiness('manager'), cache).execute(['c1']);
    expect(new LoadServiceMinutes({ list: async () => ok([]) }, signedInToBusiness('leader'), cache).keptOnDevice().size).toBe(0);
  });
});
