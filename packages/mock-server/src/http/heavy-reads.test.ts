// The budget a business's large answers share (heavy-reads.ts): on the wire through the app, and
// the pace and the waiting line on a clock the test moves by hand.
import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { DEMO_OWNER, DEMO_PASSWORD } from '../seed/demo-accounts';
import { addOtherBusiness, signIn, type SignedIn } from '../testing/api-client';
import { listen, type ListeningApp } from '../testing/listening-app';
import { createTestContext } from '../testing/test-context';
import { HEAVY_READS, HeavyReads } from './heavy-reads';

type HeavyReadClock = NonNullable<ConstructorParameters<typeof HeavyReads>[1]>;

/** A clock that stands still: the pace's timers run only when the test says. */
function heldClock() {
  let now = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  const clock: HeavyReadClock = {
    now: () => now,
    after: (ms, run) => void timers.push({ at: now + ms, run }),
  };
  return {
    clock,
    /** Timers set and not yet run. */
    pending: () => timers.length,
    /** Runs every timer set, however far off. */
    runAll() {
      this.advance(Math.max(0, ...timers.map((t) => t.at - now)));
    },
    /** Moves the clock on by `ms`, running the timers that fall due. */
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe("a business's large answers on the wire", () => {
  let ctx: AppContext;
  let server: ListeningApp;
  let owner: SignedIn;
  let otherOwner: SignedIn;
  let time: ReturnType<typeof heldClock>;
  let budget: HeavyReads;

  beforeEach(async () => {
    ctx = await createTestContext({ now: () => new Date('2026-03-10T15:00:00Z') });
    const other = await addOtherBusiness(ctx);
    time = heldClock();
    // Two at once, one waiting; each answer holds its place for a second per byte (until the test moves the clock).
    budget = new HeavyReads({ perBusiness: 2, waiting: 1, bytesPerSecond: 1 }, time.clock);
    const app = createApp(ctx, { heavyReads: budget });
    owner = await signIn(app, DEMO_OWNER.email);
    otherOwner = await signIn(app, other.email);
    server = await listen(app);
  });
  afterEach(() => server.close());

  const calendar = (who: SignedIn) => `/company/calendar/data/${who.auth}/${who.ownerId}`;
  const clientList = (who: SignedIn) => `/company/clients/${who.auth}/${who.ownerId}`;
  const reports = (who: SignedIn) => `/company/reports/${who.auth}/${who.ownerId}`;
  const get = (path: string) => server.send('GET', path);

  it('beyond the places and the waiting line, answers 429 { error } with Retry-After; another business is answered and signs in at once', async () => {
    expect((await get(calendar(owner))).status).toBe(200);
    expect((await get(clientList(owner))).status).toBe(200);
    // Both places are still held to the pace; the next call waits its turn...
    const waiting = get(reports(owner));
    await vi.waitFor(() => expect(budget.of(owner.ownerId)).toEqual({ taken: 2, waiting: 1 }));
    // ...and one more is refused at once.
    const refused = await get(calendar(owner));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body).toEqual({ error: expect.stringMatching(/large lists.*Try again/) });

    // Another business is not held up by any of it.
    const theirs = await get(calendar(otherOwner));
    expect(theirs.status).toBe(200);
    expect((theirs.body as { calendar: unknown[] }).calendar.length).toBeGreaterThan(0);
    expect((await server.send('POST', '/login', { email: otherOwner.email, password: DEMO_PASSWORD })).status).toBe(200);
    expect(budget.of(owner.ownerId)).toEqual({ taken: 2, waiting: 1 });

    // Once the pace lets the places go, the waiting call is answered, and later calls are too.
    // Held: this business's two answers, and the other business's.
    await vi.waitFor(() => expect(time.pending()).toBe(3));
    time.runAll();
    expect((await waiting).status).toBe(200);
    expect((await get(calendar(owner))).status).toBe(200);
  });

  it('counts a 304 as sending nothing: revalidating never waits for the pace', async () => {
    const etag = (await get(calendar(owner))).headers.etag!;
    await vi.waitFor(() => expect(time.pending()).toBe(1));
    time.runAll();
    expect(budget.of(owner.ownerId).taken).toBe(0);
    const unchanged = await server.send('GET', calendar(owner), undefined, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    // Held to no pace: the place is free as soon as the answer is out, with the clock still.
    await vi.waitFor(() => expect(budget.of(owner.ownerId).taken).toBe(0));
    expect(time.pending()).toBe(0);
  });
});

/** A response as the budget sees it: closes when told. */
function fakeResponse(): Response & { finish(): void; goAway(): void } {
  const res = new EventEmitter() as EventEmitter & { destroyed: boolean; closed: boolean; finish(): void; goAway(): void };
  res.destroyed = false;
  res.closed = false;
  res.finish = () => {
    res.closed = true;
    res.emit('close');
  };
  res.goAway = () => {
    res.destroyed = true;
    res.emit('close');
  };
  return res as unknown as Response & { finish(): void; goAway(): void };
}

describe('HeavyReads', () => {
  const settings = { perBusiness: 2, waiting: 2, bytesPerSecond: 1000 };

  it('keeps a place until its bytes would have gone out at the pace, then gives it to the next waiting call', async () => {
    const time = heldClock();
    const budget = new HeavyReads(settings, time.clock);
    const [a, b, c] = [fakeResponse(), fakeResponse(), fakeResponse()];
    (await budget.admit('biz', a))!.sent(3000);
    (await budget.admit('biz', b))!.sent(0);
    let third = false;
    const later = budget.admit('biz', c).then((turn) => (third = turn !== null));
    b.finish(); // sent nothing: its place goes at once
    await later;
    expect(third).toBe(true);
    a.finish(); // 3000 bytes at 1000 a second: held three seconds from its start
    expect(budget.of('biz').taken).toBe(2);
    time.advance(2999);
    expect(budget.of('biz').taken).toBe(2);
    time.advance(1);
    expect(budget.of('biz').taken).toBe(1);
  });

  it('lets a waiting call that goes away leave the line without ever taking a place', async () => {
    const budget = new HeavyReads(settings, heldClock().clock);
    const [a, b, c, d] = [fakeResponse(), fakeResponse(), fakeResponse(), fakeResponse()];
    await budget.admit('biz', a);
    await budget.admit('biz', b);
    const gone = budget.admit('biz', c);
    const next = budget.admit('biz', d);
    c.goAway();
    expect(await gone).toBeNull();
    expect(budget.of('biz')).toEqual({ taken: 2, waiting: 1 });
    a.finish();
    expect(await next).not.toBeNull();
    expect(budget.of('biz')).toEqual({ taken: 2, waiting: 0 });
  });

  it('gives each business its own places, and none at all when turned off', async () => {
    const budget = new HeavyReads({ ...settings, waiting: 0 }, heldClock().clock);
    await budget.admit('one', fakeResponse());
    await budget.admit('one', fakeResponse());
    await expect(budget.admit('one', fakeResponse())).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
    expect(await budget.admit('two', fakeResponse())).not.toBeNull();
    const off = new HeavyReads({ ...settings, perBusiness: 0 }, heldClock().clock);
    for (let i = 0; i < 10; i += 1) expect(await off.admit('one', fakeResponse())).not.toBeNull();
  });

  it('leaves more places and waiting calls than a browser opens connections to one server (six): one person is never refused', () => {
    expect(HEAVY_READS.perBusiness + HEAVY_READS.waiting).toBeGreaterThan(6);
  });
});
