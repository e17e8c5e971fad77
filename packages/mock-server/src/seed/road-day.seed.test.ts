import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_LEADER, DEMO_OWNER } from '../seed/demo-accounts';
import { DEFAULT_TIME_ZONE } from '../services/visit-time';
import { signIn } from '../testing/api-client';
import { createTestContext, TEST_SCRYPT_LOG_N } from '../testing/test-context';
import { addBulkClients } from './bulk-clients.seed';
import { setRoadDay } from './road-day.seed';
import { buildSeed } from './seed';

/** The demo data and `clients` bulk clients, with the road of `stops` stops, served by the app; the leader's road. */
async function roadOf(now: Date, clients: number, stops: number) {
  const data = await buildSeed({ scryptLogN: TEST_SCRYPT_LOG_N, now, timeZone: DEFAULT_TIME_ZONE });
  const ownerId = data.users.find((u) => u.email === DEMO_OWNER.email)!.id;
  addBulkClients(data, ownerId, { clients, now, timeZone: DEFAULT_TIME_ZONE });
  const result = setRoadDay(data, ownerId, { stops, now, timeZone: DEFAULT_TIME_ZONE });
  const app = createApp(await createTestContext({ now: () => now, data }));
  const leader = await signIn(app, DEMO_LEADER.email);
  const road = (await request(app).get(`/company/map/services/in/${leader.auth}/${leader.id}`).expect(200)).body.clientsWithTodos as Array<{ clientId: string; latitude: number | null }>;
  return { result, road, data };
}

// Each test builds the demo data with bulk clients and serves it: seconds on a loaded machine.
describe('a road of a chosen length (seed --road-stops)', { timeout: 30_000 }, () => {
  it('gives the business exactly that many stops on a Sunday, when the bulk visits have none', async () => {
    // Sunday 29 November 2026, 10:00 in São Paulo.
    const { result, road } = await roadOf(new Date('2026-11-29T13:00:00Z'), 600, 500);
    expect(result.stops).toBe(500);
    expect(road).toHaveLength(500);
    expect(road.every((stop) => stop.latitude !== null)).toBe(true);
  });

  it('keeps only that many on a busy weekday, with a single open visit each', async () => {
    // Thursday 26 November 2026: 3,000 clients have about 160 visits today.
    const now = new Date('2026-11-26T13:00:00Z');
    const { road, data } = await roadOf(now, 3_000, 40);
    expect(road).toHaveLength(40);
    const todays = data.visits.filter((v) => v.date === '2026-11-26' && (v.status === 'pending' || v.status === 'started'));
    expect(new Set(todays.map((v) => v.clientId)).size).toBe(40);
  });

  it('gives every placed client a stop when asked for more than there are', async () => {
    const { result, road } = await roadOf(new Date('2026-11-29T13:00:00Z'), 50, 500);
    expect(result.stops).toBeLessThan(500);
    expect(road).toHaveLength(result.stops);
  });
});
