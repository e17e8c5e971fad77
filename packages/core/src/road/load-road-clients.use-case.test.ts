import { beforeEach, describe, expect, it } from 'vitest';
import { err } from '../shared/result';
import { FixedClock } from '../testing/fixed-clock';
import { InMemoryRoadVisitsApi } from '../testing/in-memory-road';
import { MemoryCache } from '../testing/memory-cache';
import { MemorySessionStore } from '../testing/memory-session.store';
import { sessionFor, signedInStore } from '../testing/sessions';
import { ASKED_AHEAD_FOR_MS, LoadRoadClients, ROAD_DAY_CACHE_KEY } from './load-road-clients.use-case';

const ana = { clientId: 'c1', name: 'Ana', phone: '1', email: 'a@b.c', address: null, services: [], discountPercent: 0, visitIds: ['v1'], visitAt: null };
const bia = { clientId: 'c2', name: 'Bia', phone: '2', email: 'b@b.c', address: null, services: [], discountPercent: 0, visitIds: ['v2'], visitAt: null };

let api: InMemoryRoadVisitsApi;
let cache: MemoryCache;
// 09:00 in São Paulo on 2 March.
let clock: FixedClock;
let sessions: MemorySessionStore;
let load: LoadRoadClients;

beforeEach(() => {
  api = new InMemoryRoadVisitsApi([ana, bia]);
  cache = new MemoryCache();
  clock = new FixedClock('2026-03-02T12:00:00Z');
  sessions = signedInStore('leader', { id: 'l1', createdById: 'o1' });
  load = new LoadRoadClients(api, sessions, cache, clock);
});

describe('LoadRoadClients', () => {
  it("answers the server's clients and keeps the day on the device for this person", async () => {
    expect(await load.execute()).toEqual({ ok: true, value: { clients: [ana, bia], savedAt: null } });
    expect(cache.peek(ROAD_DAY_CACHE_KEY)).toEqual({ v: 1, userId: 'l1', date: '2026-03-02', savedAt: '2026-03-02T12:00:00Z', clients: [ana, bia] });
  });

  it('with no signal, answers the day kept on the device and when it was kept', async () => {
    await load.execute();
    api.clients = [bia];
    api.unreachable = true;
    clock.advance({ hours: 2 });
    expect(await load.execute()).toEqual({ ok: true, value: { clients: [ana, bia], savedAt: '2026-03-02T12:00:00Z' } });
  });

  it('with no signal and nothing kept, says the server cannot be reached', async () => {
    api.unreachable = true;
    expect(await load.execute()).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });

  it("never shows yesterday's route as today's (the day ends at midnight in the clock's time zone)", async () => {
    await load.execute();
    api.unreachable = true;
    clock.set('2026-03-03T02:59:00Z'); // 23:59 on 2 March in São Paulo
    expect((await load.execute()).ok).toBe(true);
    clock.set('2026-03-03T03:00:00Z'); // midnight
    expect(await load.execute()).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });

  it("never shows another person's day", async () => {
    await load.execute();
    sessions.session = sessionFor('leader', { id: 'l2', createdById: 'o1' });
    api.unreachable = true;
    expect(await load.execute()).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });

  it('a refusal is not covered up by the day kept on the device', async () => {
    await load.execute();
    const refusing = { roadClients: async () => err({ code: 'API_REFUSED' as const, reason: 'refused' as const, message: 'You can only ask for your own road.' }) };
    const result = await new LoadRoadClients(refusing, sessions, cache, clock).execute();
    expect(result).toEqual({ ok: false, error: { code: 'API_REFUSED', reason: 'refused', message: 'You can only ask for your own road.' } });
  });

  it('reads a kept day of another shape as nothing kept', async () => {
    cache.write(ROAD_DAY_CACHE_KEY, [ana], { userId: 'l1', ownerId: 'o1' });
    api.unreachable = true;
    expect(await load.execute()).toEqual({ ok: false, error: { code: 'API_UNREACHABLE' } });
  });

  it('answers NOT_SIGNED_IN without a session', async () => {
    const result = await new LoadRoadClients(api, new MemorySessionStore(), cache, clock).execute();
    expect(result).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
  });
});

describe('LoadRoadClients: the day asked ahead of the screen', () => {
  it("is the screen's first answer, asked once, and kept on the device as any answer is; the next execute asks again", async () => {
    load.askAhead();
    expect(api.roadClientLoads).toBe(1);
    api.clients = [bia];
    expect(await load.execute()).toEqual({ ok: true, value: { clients: [ana, bia], savedAt: null } });
    expect(api.roadClientLoads).toBe(1);
    expect(cache.peek(ROAD_DAY_CACHE_KEY)).toMatchObject({ userId: 'l1', clients: [ana, bia] });
    expect(await load.execute()).toEqual({ ok: true, value: { clients: [bia], savedAt: null } });
    expect(api.roadClientLoads).toBe(2);
  });

  it(`is asked again when older than ${ASKED_AHEAD_FOR_MS / 1000} s, and not at its bound`, async () => {
    load.askAhead();
    clock.advance({ milliseconds: ASKED_AHEAD_FOR_MS });
    await load.execute();
    expect(api.roadClientLoads).toBe(1);
    load.askAhead();
    clock.advance({ milliseconds: ASKED_AHEAD_FOR_MS + 1 });
    await load.execute();
    expect(api.roadClientLoads).toBe(3);
  });

  it('is never handed to another person signed in since, and a failed one is asked again', async () => {
    load.askAhead();
    sessions.session = sessionFor('leader', { id: 'l2', createdById: 'o1' });
    await load.execute();
    expect(api.roadClientLoads).toBe(2);
    api.unreachable = true;
    load.askAhead();
    api.unreachable = false;
    expect(await load.execute()).toEqual({ ok: true, value: { clients: [ana, bia], savedAt: null } });
    expect(api.roadClientLoads).toBe(4);
  });

  it('asks nothing ahead without a session', async () => {
    new LoadRoadClients(api, new MemorySessionStore(), cache, clock).askAhead();
    expect(api.roadClientLoads).toBe(0);
  });
});
