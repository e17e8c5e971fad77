// The account calls under attack: limits that hold under parallel
// guesses, per account, per account and address, and per address; codes reissued a few times an
// hour; sessions that expire. Requests go through a real port, many at once and from several
// loopback addresses.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../app';
import type { AppContext } from '../context';
import { DEMO_LEADER, DEMO_MANAGER, DEMO_OWNER, DEMO_PASSWORD } from '../seed/demo-accounts';
import { PasswordHasher } from '../security/passwords';
import { RESET_CODE_REFUSED } from '../services/one-time-codes';
import { listen, type Answer, type ListeningApp } from '../testing/listening-app';
import { createTestContext } from '../testing/test-context';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let clock: Date;
let ctx: AppContext & { logs: string[] };
let server: ListeningApp;

async function start(options: AppOptions = {}) {
  server = await listen(createApp(ctx, options));
}

beforeEach(async () => {
  clock = new Date('2026-03-02T12:00:00Z');
  ctx = await createTestContext({ now: () => clock });
});
afterEach(() => server?.close());

/** Runs the jobs `width` at a time, as `xargs -P width` would. */
async function inParallel<T>(jobs: ReadonlyArray<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const tally = (answers: readonly Answer[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
};

const login = (email: string, password: string, from?: string) => server.send('POST', '/login', { email, password }, { from });
const wrongGuesses = (email: string, count: number, from?: string) => Array.from({ length: count }, (_, i) => () => login(email, `Wrong#${i}guess`, from));

describe('sign-in limits', () => {
  it('checks at most 100 of 240 wrong passwords sent 24 at a time, and refuses the rest before checking them', async () => {
    await start();
    const answers = await inParallel(wrongGuesses(DEMO_OWNER.email, 240), 24);
    expect(tally(answers)).toEqual({ 401: 100, 429: 140 });
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toEqual({ error: expect.stringMatching(/^Too many failed sign-in attempts for this account\. Try again in \d+ minutes\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // The account is locked for that address, the right password included.
    expect((await login(DEMO_OWNER.email, DEMO_PASSWORD)).status).toBe(429);
  });

  it("does not let a stranger's guesses lock the owner out of the address they sign in from", async () => {
    await start();
    expect((await login(DEMO_OWNER.email, DEMO_PASSWORD, '127.0.0.1')).status).toBe(200);
    const attacker = await inParallel(wrongGuesses(DEMO_OWNER.email, 130, '127.0.0.2'), 24);
    expect(tally(attacker)).toEqual({ 401: 100, 429: 30 });
    // Another address is held by the account's count: no more guesses from anywhere new.
    expect((await login(DEMO_OWNER.email, 'Wrong#2026x', '127.0.0.3')).status).toBe(429);
    expect((await login(DEMO_OWNER.email, DEMO_PASSWORD, '127.0.0.3')).status).toBe(429);
    // The owner's own address still signs in.
    expect((await login(DEMO_OWNER.email, DEMO_PASSWORD, '127.0.0.1')).status).toBe(200);
  });

  it('holds an address the account trusts to its own 100 failures an hour', async () => {
    await start();
    expect((await login(DEMO_OWNER.email, DEMO_PASSWORD, '127.0.0.1')).status).toBe(200);
    const answers = await inParallel(wrongGuesses(DEMO_OWNER.email, 120, '127.0.0.1'), 24);
    expect(tally(answers)).toEqual({ 401: 100, 429: 20 });
    expect((await login(DEMO_OWNER.email, DEMO_PASSWORD, '127.0.0.1')).status).toBe(429);
    clock = new Date(clock.getTime() + HOUR + 1);
    expect((await login(DEMO_OWNER.email, DEMO_PASSWORD, '127.0.0.1')).status).toBe(200);
  });

  it('locks an address that has no account exactly like one that has, with the same answers', async () => {
    await start();
    const known = await inParallel(wrongGuesses(DEMO_OWNER.email, 101), 10);
    const unknown = await inParallel(wrongGuesses('nobody@example.com', 101), 10);
    expect(tally(known)).toEqual(tally(unknown));
    const lastKnown = known.find((a) => a.status === 429)!;
    const lastUnknown = unknown.find((a) => a.status === 429)!;
    expect(lastUnknown.body).toEqual(lastKnown.body);
  });

  it('limits each client address over all accounts', async () => {
    await start({ limits: { loginFailuresPerAddress: 12 } });
    const jobs = [DEMO_OWNER.email, DEMO_MANAGER.email, DEMO_LEADER.email].flatMap((email) => wrongGuesses(email, 12, '127.0.0.5'));
    const answers = await inParallel(jobs, 24);
    expect(tally(answers)).toEqual({ 401: 12, 429: 24 });
    expect(answers.find((a) => a.status === 429)!.body).toEqual({ error: expect.stringMatching(/^Too many failed attempts from your network\. Try again in/) });
    // Another address is not held by this one's count, and right passwords never counted.
    expect((await login(DEMO_MANAGER.email, DEMO_PASSWORD, '127.0.0.6')).status).toBe(200);
  });

  it('does not count right passwords', async () => {
    await start({ limits: { loginFailuresPerAccount: 3, loginFailuresPerAccountAndAddress: 3 } });
    for (let i = 0; i < 10; i += 1) expect((await login(DEMO_OWNER.email, DEMO_PASSWORD)).status).toBe(200);
    expect(tally(await inParallel(wrongGuesses(DEMO_OWNER.email, 5), 5))).toEqual({ 401: 3, 429: 2 });
  });
});

describe('code limits', () => {
  const requestCode = (email: string, from?: string) => server.send('POST', '/request', { email }, { from });
  const lastCode = (email: string) => ctx.store.data.outbox.filter((m) => m.to === email).at(-1)?.code;

  it('issues at most 5 reset codes per e-mail an hour, and answers a sixth the same for a known and an unknown address', async () => {
    await start();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(DEMO_OWNER.email)).status).toBe(200);
      expect((await requestCode('nobody@example.com')).status).toBe(200);
    }
    const known = await requestCode(DEMO_OWNER.email);
    const unknown = await requestCode('nobody@example.com');
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ error: expect.stringMatching(/^Too many codes were requested for this e-mail\. Try again in/) });
    expect(ctx.store.data.outbox.filter((m) => m.to === DEMO_OWNER.email)).toHaveLength(5);
    clock = new Date(clock.getTime() + HOUR + 1);
    expect((await requestCode(DEMO_OWNER.email)).status).toBe(200);
  });

  it('voids a reset code after 5 wrong tries even when 40 are sent at once', async () => {
    await start();
    await requestCode(DEMO_OWNER.email);
    const code = lastCode(DEMO_OWNER.email)!;
    const wrong = Array.from({ length: 40 }, (_, i) => () =>
      server.send('POST', '/change-pasword', { email: DEMO_OWNER.email, newpassword: 'Brand#New2026', code: (Number(code) + 1 + i) % 1_000_000 }),
    );
    const answers = await inParallel(wrong, 20);
    expect(tally(answers)).toEqual({ 400: 40 });
    for (const a of answers) expect(a.body).toEqual({ error: RESET_CODE_REFUSED });
    const right = await server.send('POST', '/change-pasword', { email: DEMO_OWNER.email, newpassword: 'Brand#New2026', code });
    expect(right.body).toEqual({ error: RESET_CODE_REFUSED });
    expect((await login(DEMO_OWNER.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('lets one of two parallel uses of the same right code through', async () => {
    await start();
    await requestCode(DEMO_OWNER.email);
    const code = lastCode(DEMO_OWNER.email)!;
    const answers = await Promise.all(
      ['Brand#New2026', 'Other#New2026'].map((newpassword) => server.send('POST', '/change-pasword', { email: DEMO_OWNER.email, newpassword, code })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('limits wrong codes per client address, over every account', async () => {
    await start({ limits: { codeFailuresPerAddress: 8 } });
    const guesses = Array.from({ length: 20 }, (_, i) => () =>
      server.send('POST', '/change-pasword', { email: i % 2 ? DEMO_OWNER.email : 'nobody@example.com', newpassword: 'Brand#New2026', code: 100000 + i }, { from: '127.0.0.7' }),
    );
    expect(tally(await inParallel(guesses, 10))).toEqual({ 400: 8, 429: 12 });
  });

  it('counts wrong activation codes per address too, before checking them', async () => {
    await start({ limits: { codeFailuresPerAddress: 3 } });
    await server.send('POST', '/register', { name: 'Maria', surname: 'Silva', email: 'maria@example.com', password: 'Secret#2026', docid: 12345678901, useterms: true });
    const signedIn = await login('maria@example.com', 'Secret#2026');
    const token = (signedIn.body as { user: { token: string } }).user.token;
    const code = lastCode('maria@example.com')!;
    const guesses = Array.from({ length: 6 }, (_, i) => () =>
      server.send('POST', '/account/user/active-account', { email: 'maria@example.com', token, code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0') }),
    );
    expect(tally(await inParallel(guesses, 6))).toEqual({ 400: 3, 429: 3 });
  });

  it('limits registrations per client address', async () => {
    await start({ limits: { registrationsPerAddress: 2 } });
    const person = (n: number) => ({ name: 'Maria', surname: 'Silva', email: `maria${n}@example.com`, password: 'Secret#2026', docid: 12345678901, useterms: true });
    expect((await server.send('POST', '/register', person(1), { from: '127.0.0.8' })).status).toBe(200);
    expect((await server.send('POST', '/register', person(2), { from: '127.0.0.8' })).status).toBe(200);
    const third = await server.send('POST', '/register', person(3), { from: '127.0.0.8' });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: expect.stringMatching(/^Too many accounts were created from your network/) });
    expect((await server.send('POST', '/register', person(3), { from: '127.0.0.9' })).status).toBe(200);
  });

  it('never writes the data for a refused sign-in or code', async () => {
    await start();
    await requestCode(DEMO_OWNER.email);
    const before = JSON.stringify(ctx.store.data);
    await inParallel(wrongGuesses(DEMO_OWNER.email, 30), 10);
    await server.send('POST', '/change-pasword', { email: DEMO_OWNER.email, newpassword: 'Brand#New2026', code: 1 });
    expect(JSON.stringify(ctx.store.data)).toBe(before);
  });
});

describe('sessions', () => {
  const token = async () => ((await login(DEMO_OWNER.email, DEMO_PASSWORD)).body as { user: { token: string } }).user.token;
  const check = (t: string) => server.send('GET', `/check_auth/${DEMO_OWNER.email}/${t}`);

  it('expire after 7 days without use, with the 401 of a dead session', async () => {
    await start();
    const t = await token();
    clock = new Date(clock.getTime() + 7 * DAY - 1000);
    expect((await check(t)).status).toBe(200);
    clock = new Date(clock.getTime() + 7 * DAY - 1000);
    expect((await check(t)).status).toBe(200);
    clock = new Date(clock.getTime() + 7 * DAY);
    const expired = await check(t);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual((await check('never-a-session')).body);
  });

  it('expire 30 days after sign-in however often they are used', async () => {
    await start();
    const t = await token();
    for (let day = 5; day < 30; day += 5) {
      clock = new Date(Date.parse('2026-03-02T12:00:00Z') + day * DAY);
      expect((await check(t)).status).toBe(200);
    }
    clock = new Date(Date.parse('2026-03-02T12:00:00Z') + 30 * DAY);
    expect((await check(t)).status).toBe(401);
    // Signing in again starts a new session.
    expect((await check(await token())).status).toBe(200);
  });

  it('expire on every signed-in call, in the path, the body or the bearer header', async () => {
    await start();
    const t = await token();
    clock = new Date(clock.getTime() + 8 * DAY);
    const ownerId = ctx.store.data.users.find((u) => u.email === DEMO_OWNER.email)!.id;
    expect((await server.send('GET', `/company/clients/${DEMO_OWNER.email}/${t}/${ownerId}`)).status).toBe(401);
    expect((await server.send('POST', '/company/teams/team/delete', { email: DEMO_OWNER.email, token: t, teamId: 'x' })).status).toBe(401);
    expect((await server.send('GET', `/check_auth/${DEMO_OWNER.email}/x`, undefined, { headers: { authorization: `Bearer ${t}` } })).status).toBe(401);
  });
});

describe('a full hashing queue', () => {
  it('answers 503 { error } with Retry-After at once, and does not count the sign-in as a failure', async () => {
    const passwords = new PasswordHasher({ workers: 1, queueLimit: 1 });
    const busy = await createTestContext({ now: () => clock });
    server = await listen(createApp({ ...busy, passwords, scryptLogN: 13 }, { limits: { loginFailuresPerAccount: 5, loginFailuresPerAccountAndAddress: 5 } }));
    const answers = await Promise.all(Array.from({ length: 8 }, () => login('nobody@example.com', 'Wrong#1pass')));
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.body).toEqual({ error: 'The server is busy checking passwords. Try again in a few seconds.' });
      expect(a.headers['retry-after']).toBe('2');
    }
    // Only the checked guesses counted: the account is not locked by the refused ones.
    const checked = answers.filter((a) => a.status === 401).length;
    expect(checked).toBeLessThan(5);
    expect((await login('nobody@example.com', 'Wrong#2pass')).status).toBe(401);
    await passwords.close();
  });
});
