// Known and unknown addresses take the same time on every account call: the same work
// and the same answer, so the answer's time tells nobody who has an account. Measured as a user
// of the API would: sequential calls through a real port, on a file-backed store holding a
// business's worth of records and at a real password-hash cost (scrypt N=2^14), known and
// unknown interleaved; the medians are compared.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { openFileStore, type OpenedStore } from '../store/file-store';
import type { Data } from '../store/schema';
import { listen, type ListeningApp } from '../testing/listening-app';
import { createTestContext } from '../testing/test-context';

const SAMPLES = 15;
const HASH_LOG_N = 14;
const KNOWN = 'timing@example.com';
const UNKNOWN = 'nobody-here@example.com';

let server: ListeningApp;
let opened: OpenedStore;
let token: string;

/** A business's worth of extra records, so that a write costs what it costs with real data. */
function withFiller(data: Data): Data {
  const ownerId = data.users[0]!.id;
  for (let i = 0; i < 4000; i += 1) {
    data.visits.push({ id: `filler-${i}`, ownerId, clientId: `filler-client-${i % 400}`, date: '2030-01-01', time: '08:00', status: 'finished' });
  }
  return data;
}

beforeAll(async () => {
  const base = await createTestContext();
  opened = await openFileStore(join(mkdtempSync(join(tmpdir(), 'fieldteam-timing-')), 'db.json'), { seed: async () => withFiller(structuredClone(base.store.data) as Data), lock: false });
  const store = opened.store;
  const ctx: AppContext = { ...base, store, scryptLogN: HASH_LOG_N };
  server = await listen(
    createApp(ctx, { limits: { codesIssuedPerAccount: 10_000, codeRequestsPerAddress: 10_000, codeFailuresPerAddress: 10_000, loginFailuresPerAccount: 10_000, loginFailuresPerAccountAndAddress: 10_000, loginFailuresPerAddress: 10_000 } }),
  );
  const person = { name: 'Tina', surname: 'Tempo', email: KNOWN, password: 'Secret#2026', docid: 12345678901, useterms: true };
  expect((await server.send('POST', '/register', person)).status).toBe(200);
  token = ((await server.send('POST', '/login', { email: KNOWN, password: 'Secret#2026' })).body as { user: { token: string } }).user.token;
  // A live reset code for the known address: a wrong guess at it is what an attacker sends.
  await server.send('POST', '/request', { email: KNOWN });
}, 120_000);

afterAll(async () => {
  await server.close();
  await opened.close();
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Median time (ms) and the answers, known and unknown interleaved. */
async function measure(call: (email: string, i: number) => Promise<{ status: number; body: unknown }>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  await call(KNOWN, -1); // warm up (the decoy hash is made on first use)
  await call(UNKNOWN, -1);
  for (let i = 0; i < SAMPLES; i += 1) {
    for (const which of ['known', 'unknown'] as const) {
      const started = performance.now();
      const answer = await call(which === 'known' ? KNOWN : UNKNOWN, i);
      times[which].push(performance.now() - started);
      answers[which].add(`${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  return { known: median(times.known), unknown: median(times.unknown), answers };
}

/** How far apart two medians may be: 4 ms, or 30 % of the slower. */
const withinAllowance = (result: { known: number; unknown: number }) => Math.abs(result.known - result.unknown) <= Math.max(4, 0.3 * Math.max(result.known, result.unknown));

/**
 * Measured again, up to ROUNDS times, while the medians differ: a machine busy with other work
 * stalls a few calls at random (a disk flush, a collection), which a difference in the work done
 * for a known address would not wait for, round after round.
 */
const ROUNDS = 3;

async function expectSameTime(call: Parameters<typeof measure>[0], what: string): Promise<void> {
  let result = await measure(call);
  for (let round = 1; round < ROUNDS && !withinAllowance(result); round += 1) result = await measure(call);
  expect([...result.answers.known]).toEqual([...result.answers.unknown]);
  console.log(`${what}: median known ${result.known.toFixed(2)} ms, unknown ${result.unknown.toFixed(2)} ms`);
  expect(withinAllowance(result), `${what}: known ${result.known.toFixed(2)} ms vs unknown ${result.unknown.toFixed(2)} ms`).toBe(true);
}

describe('known and unknown addresses take the same time', () => {
  it('POST /login (a wrong password)', async () => {
    await expectSameTime((email, i) => server.send('POST', '/login', { email, password: `Wrong#${i}pass` }), 'login');
  }, 120_000);

  it('POST /request', async () => {
    await expectSameTime((email) => server.send('POST', '/request', { email }), 'request');
  }, 120_000);

  it('POST /change-pasword (a wrong code)', async () => {
    await expectSameTime((email, i) => server.send('POST', '/change-pasword', { email, newpassword: 'Brand#New2026', code: 100000 + i }), 'change-pasword');
  }, 120_000);

  it('POST /account/user/active-account (a token that is not live)', async () => {
    await expectSameTime((email) => server.send('POST', '/account/user/active-account', { email, token: `${token.slice(0, -4)}xxxx`, code: '123456' }), 'activation');
  }, 120_000);
});
