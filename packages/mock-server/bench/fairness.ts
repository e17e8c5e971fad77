// The fairness row of the mock server's bench: another business signs in while one business of
// 10,000 clients reads its calendar over 32 connections, as fast as they go, and writes every
// 250 ms (each write makes the calendar new). Goal: that sign-in's p99 at most 1 s.
//
// Two servers on copies of the same data, each in a session of its own (as a server in one terminal
// and a load tool in another): one with the budget of a business's large answers (the default),
// one with it off (HEAVY_READS_PER_BUSINESS=0). The load goes to each in turn, twice, so that a
// machine whose load moves weighs on both alike; before it, sign-ins with no load give the
// baseline. The readers ask as autocannon does by default, without Accept-Encoding: the calendar's
// 28 MB as they are. autocannon runs in a worker thread of its own, and keeps no copy of the
// bodies (discard-bodies.cjs), so that the sign-ins are timed from a free event loop.
//
// Nothing is random: the data is the demo data with addBulkClients (a PRNG seeded by the count of
// clients, whose count is printed), and the writes and sign-ins are the same every run. BENCH_FAIR_SECONDS
// sets a turn's length; BENCH_FAIR_PORT the first of the two servers' ports (else any free ones).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Low } from 'lowdb';
import { HEAVY_READS } from '../src/http/heavy-reads';
import { addBulkClients } from '../src/seed/bulk-clients.seed';
import { DEMO_OWNER, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { buildSeed } from '../src/seed/seed';
import { DEFAULT_TIME_ZONE } from '../src/services/visit-time';
import { SnapshotFile } from '../src/store/file-store';
import { startOurs, stop } from './processes';

const DISCARD_BODIES = fileURLToPath(new URL('./discard-bodies.cjs', import.meta.url));
const CLIENTS = 10_000;
const READERS = 32;
const WRITE_EVERY_MS = 250;
/** Each turn of the load on one server. */
const TURN_SECONDS = Number(process.env.BENCH_FAIR_SECONDS ?? 12);
const BASELINE_SECONDS = 8;
const OTHER = { email: 'other.owner@fieldteam.dev', username: 'other.owner' };

export interface SignInFigures {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** Sign-ins that did not answer 200. */
  readonly failed: number;
}

export interface FairnessFigures {
  readonly baseline: SignInFigures;
  /** With the budget (the default) and without it. */
  readonly on: SignInFigures;
  readonly off: SignInFigures;
  /** Whole calendars sent to the readers, and what else they got (429s, timeouts), per server. */
  readonly servedOn: Served;
  readonly servedOff: Served;
  readonly writesOn: number;
  readonly writesOff: number;
}

interface Served {
  calendars: number;
  refused: number;
  timeouts: number;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;

function figuresOf(latencies: readonly number[], failed: number): SignInFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? Number.NaN, failed };
}

async function post(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Signs the other business's owner in one after another until `until`: each one's milliseconds. */
async function signIns(url: string, until: number, latencies: number[]): Promise<number> {
  let failed = 0;
  while (performance.now() < until) {
    const start = performance.now();
    const { status } = await post(`${url}/login`, { email: OTHER.email, password: DEMO_PASSWORD });
    if (status === 200) latencies.push(performance.now() - start);
    else failed += 1;
  }
  return failed;
}

interface Heavy {
  readonly url: string;
  readonly calendar: string;
  readonly write: (n: number) => unknown;
}

async function heavyBusiness(url: string): Promise<Heavy> {
  const { body } = await post(`${url}/login`, { email: DEMO_OWNER.email, password: DEMO_PASSWORD });
  const user = (body as { user: { id: string; token: string } }).user;
  const { teams } = (await (await fetch(`${url}/company/team/get/${DEMO_OWNER.email}/${user.token}/${user.id}`)).json()) as { teams: Array<{ id: string }> };
  return {
    url,
    calendar: `${url}/company/calendar/data/${DEMO_OWNER.email}/${user.token}/${user.id}`,
    // A new client with one visit: the calendar changes with every write.
    write: (n) => ({
      email: DEMO_OWNER.email,
      token: user.token,
      name: `Cliente Bench ${n}`,
      phone: '11999990000',
      clientEmail: 'bench@exemplo.com.br',
      docId: '',
      birthday: '',
      description: 'Rua Augusta, 500 - São Paulo - SP, Brasil',
      latitude: -23.55,
      longitude: -46.65,
      serviceTime: '01:00',
      team: teams[0]!.id,
      dates: [{ date: '05/01/2030', hour: '09', minute: '00', meridian: 'AM' }],
      checked: 'weekly',
      createdById: user.id,
    }),
  };
}

/** One turn: the readers and the writes on `heavy`'s server, sign-ins of the other business timed meanwhile. */
async function turn(heavy: Heavy, latencies: number[], served: Served): Promise<{ failed: number; writes: number }> {
  // With workers autocannon takes the module's path (its types know only the function).
  const readers = autocannon({ url: heavy.calendar, connections: READERS, duration: TURN_SECONDS, workers: 1, setupClient: DISCARD_BODIES as unknown as autocannon.Options['setupClient'] });
  const until = performance.now() + TURN_SECONDS * 1000;
  let writes = 0;
  const writer = (async () => {
    while (performance.now() < until) {
      const next = performance.now() + WRITE_EVERY_MS;
      const { status } = await post(`${heavy.url}/company/clients/cadastre`, heavy.write(writes));
      if (status === 200) writes += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
  })();
  // The first second lets the readers fill their connections.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const failed = await signIns(heavy.url, until - 500, latencies);
  const result = await readers;
  await writer;
  served.calendars += result['2xx'];
  served.refused += result.non2xx;
  served.timeouts += result.timeouts;
  return { failed, writes };
}

export async function measureFairness(log: (line: string) => void): Promise<FairnessFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'fieldteam-bench-fairness-'));
  const file = join(dir, 'db.json');
  const now = new Date();
  const data = await buildSeed({ scryptLogN: 17, now, timeZone: DEFAULT_TIME_ZONE });
  const owner = data.users.find((u) => u.email === DEMO_OWNER.email)!;
  const added = CLIENTS - data.clients.length;
  addBulkClients(data, owner.id, { clients: added, now, timeZone: DEFAULT_TIME_ZONE });
  // Another business: an owner with the demo password (the same hash) and a company of its own.
  const otherId = randomUUID();
  data.users.push({ ...owner, id: otherId, ...OTHER, plan: 'free', subscription: undefined });
  const company = data.companies.find((c) => c.ownerId === owner.id)!;
  data.companies.push({ ...company, ownerId: otherId, businessId: '11222333000181', businessNick: 'other.business', commercialName: 'Outra Empresa' });
  await new Low(new SnapshotFile(file), { ...data, journalSeq: 0 }).write();
  copyFileSync(file, join(dir, 'off.json'));
  log(`fairness: ${CLIENTS.toLocaleString('en')} clients (the demo data and addBulkClients' ${added.toLocaleString('en')}, its PRNG seeded by that count), ${READERS} readers of the calendar without Accept-Encoding, a write every ${WRITE_EVERY_MS} ms, turns of ${TURN_SECONDS} s`);

  const port = (offset: number) => (process.env.BENCH_FAIR_PORT ? String(Number(process.env.BENCH_FAIR_PORT) + offset) : '0');
  const on = startOurs(file, { env: { PORT: port(0), HEAVY_READS_PER_BUSINESS: String(HEAVY_READS.perBusiness) }, ownSession: true });
  const off = startOurs(join(dir, 'off.json'), { env: { PORT: port(1), HEAVY_READS_PER_BUSINESS: '0' }, ownSession: true });
  try {
    const servers = { on: await heavyBusiness(await on.url), off: await heavyBusiness(await off.url) };
    // Each server has read its whole file and built the calendar once before it is timed.
    for (const heavy of Object.values(servers)) await (await fetch(heavy.calendar)).arrayBuffer();

    const baseline: number[] = [];
    const baselineFailed = await signIns(servers.on.url, performance.now() + BASELINE_SECONDS * 1000, baseline);
    const latencies = { on: [] as number[], off: [] as number[] };
    const served = { on: { calendars: 0, refused: 0, timeouts: 0 }, off: { calendars: 0, refused: 0, timeouts: 0 } };
    const failed = { on: 0, off: 0 };
    const writes = { on: 0, off: 0 };
    for (const which of ['on', 'off', 'on', 'off'] as const) {
      const result = await turn(servers[which], latencies[which], served[which]);
      failed[which] += result.failed;
      writes[which] += result.writes;
      log(`  budget ${which}: ${latencies[which].length} sign-ins so far; ${served[which].calendars} calendars sent, ${served[which].refused} refused, ${served[which].timeouts} timed out; ${writes[which]} writes`);
    }
    return {
      baseline: figuresOf(baseline, baselineFailed),
      on: figuresOf(latencies.on, failed.on),
      off: figuresOf(latencies.off, failed.off),
      servedOn: served.on,
      servedOff: served.off,
      writesOn: writes.on,
      writesOff: writes.off,
    };
  } finally {
    await Promise.all([stop(on.child), stop(off.child)]);
  }
}
