// `npm run bench -w @fieldteam/mock-server` (and part of the root `npm run bench`): the mock
// server's storage beside json-server 0.17.4, the tool a developer would pick instead, in one run,
// at 1,000 and 10,000 clients, and at 100,000 too with BENCH_LARGE=1 (its seeding and 460 MB data
// file add minutes; BENCH_SIZES=1000,10000,100000 to choose). Both servers run as their own
// processes on the same data, loaded by autocannon with 10 connections:
//
// - writes: adding a client (POST /company/clients/cadastre, four visits) vs json-server's POST;
//   ours acknowledges a write only once it is fsynced. After the run the server is killed with
//   SIGKILL and started again: every acknowledged client must be there.
// - the documented client list vs json-server's whole-collection GET (compressed, as a browser asks).
// - writes while 16 sign-ins with unknown addresses run in parallel all the time (ours only).
// - start-up: from the process's start to its first answer, to its first sign-in (the goal's
//   figure: the first answer that reads the data) and to its first client list (every collection
//   read), on the data file just written.
// - memory: the process's resident set (VmRSS) after start-up, after the client list loads (the
//   business still at its size, the row judged) and after the write load too (which adds clients).
//
// The client list at 10,000 clients is loaded three times and judged by the median p99.
//
// These loads measure how fast the server answers one business, so they run with the budget of a
// business's large answers off (HEAVY_READS_PER_BUSINESS=0): it holds one business to a pace on
// purpose, and the fairness row below measures it.
//
// - fairness (fairness.ts, at 10,000 clients): another business's sign-in while 32 connections read
//   the large business's calendar and it writes every 250 ms, with the budget on and off.
//   BENCH_ONLY=fairness runs this row alone.
//
// Prints one row per goal with PASS or FAIL, and exits 1 when a goal fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Low } from 'lowdb';
import { addBulkClients } from '../src/seed/bulk-clients.seed';
import { DEMO_OWNER, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { buildSeed } from '../src/seed/seed';
import { toWireClient } from '../src/services/clients.wire';
import { DEFAULT_TIME_ZONE } from '../src/services/visit-time';
import { SnapshotFile } from '../src/store/file-store';
import { Store } from '../src/store/store';
import { measureFairness, type SignInFigures } from './fairness';
import { started, startOurs, stop } from './processes';

const JSON_SERVER = fileURLToPath(new URL('../../../node_modules/json-server/lib/cli/bin.js', import.meta.url));
const SIZES = (process.env.BENCH_SIZES ?? (process.env.BENCH_LARGE === '1' ? '1000,10000,100000' : '1000,10000')).split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** For the loads of large answers: autocannon keeps no copy of their bodies (see the file). */
const DISCARD_BODIES = fileURLToPath(new URL('./discard-bodies.cjs', import.meta.url));
const CONNECTIONS = 10;

interface Row {
  readonly name: string;
  readonly ours: string;
  readonly theirs: string;
  readonly figure: string;
  readonly goal: string;
  readonly pass: boolean | null;
}
const rows: Row[] = [];
const log = (line: string) => console.log(`  ${line}`);

// ---------------------------------------------------------------- processes

/** Milliseconds from `start` until `url` answers GET `path` (json-server prints its address a moment before it listens). */
async function firstAnswer(url: Promise<string>, start: number, path: string): Promise<number> {
  const base = await url;
  for (;;) {
    try {
      await (await fetch(`${base}${path}`)).arrayBuffer();
      return performance.now() - start;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The process's resident set in MB (Linux), or NaN where /proc is not there. */
function residentMB(child: ChildProcess): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU seconds the process has used (user and system, Linux), or NaN where /proc is not there:
 * a start's cost that a busy shared machine does not stretch, printed beside its wall-clock time.
 */
function cpuSeconds(child: ChildProcess): number {
  try {
    // After the command's closing parenthesis: state is field 3, utime and stime fields 14 and 15, in ticks of 1/100 s.
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function startJsonServer(dbFile: string, port: number): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [JSON_SERVER, dbFile, '--port', String(port), '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  return { child, url: started(child, /(http:\/\/127\.0\.0\.1:\d+)/, 'json-server') };
}

// ---------------------------------------------------------------- load

interface Load {
  readonly perSecond: number;
  readonly p99: number;
  readonly ok: number;
  readonly failed: number;
}

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  if (result.requests.total === 0 && result.timeouts > 0) log(`(no answer within autocannon's 10 s timeout at ${options.url})`);
  return { perSecond: result.requests.average, p99: result.latency.p99, ok: result['2xx'], failed: result.non2xx + result.errors + result.timeouts };
}

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

interface Owner {
  readonly id: string;
  readonly token: string;
  readonly teamId: string;
}

async function signIn(url: string): Promise<Owner> {
  const { user } = (await post(`${url}/login`, { email: DEMO_OWNER.email, password: DEMO_PASSWORD })) as { user: { id: string; token: string } };
  const { teams } = (await (await fetch(`${url}/company/team/get/${DEMO_OWNER.email}/${user.token}/${user.id}`)).json()) as { teams: Array<{ id: string }> };
  return { id: user.id, token: user.token, teamId: teams[0]!.id };
}

const listPath = (owner: Owner) => `/company/clients/${DEMO_OWNER.email}/${owner.token}/${owner.id}`;

async function clientCount(url: string, owner: Owner): Promise<number> {
  const { clients } = (await (await fetch(`${url}${listPath(owner)}`)).json()) as { clients: unknown[] };
  return clients.length;
}

const newClientBody = (owner: Owner) =>
  JSON.stringify({
    email: DEMO_OWNER.email,
    token: owner.token,
    name: 'Cliente Bench',
    phone: '11999990000',
    clientEmail: 'bench@exemplo.com.br',
    docId: '',
    birthday: '',
    description: 'Rua Augusta, 500 - São Paulo - SP, Brasil',
    latitude: -23.55,
    longitude: -46.65,
    serviceTime: '01:00',
    team: owner.teamId,
    dates: ['05/01/2030', '12/01/2030', '19/01/2030', '26/01/2030'].map((date) => ({ date, hour: '09', minute: '00', meridian: 'AM' })),
    checked: 'weekly',
    createdById: owner.id,
  });

/** One sign-in from `localAddress`: its status. */
function signInFrom(url: string, localAddress: string, email: string): Promise<number> {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ email, password: 'Wrong#2026x' });
  return new Promise((resolve) => {
    const req = httpRequest({ host: hostname, port, path: '/login', method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/**
 * 16 sign-ins with unknown addresses in flight all the time, until `stop` is called. Each comes
 * from its own loopback address, so the per-address limit does not refuse them
 * before their password is hashed: the flood keeps the hashing busy, as the issue's flood did.
 */
function signInFlood(url: string): () => Promise<{ sent: number; statuses: Map<number, number> }> {
  let running = true;
  let sent = 0;
  const statuses = new Map<number, number>();
  const loops = Array.from({ length: 16 }, async (_, i) => {
    while (running) {
      sent += 1;
      const status = await signInFrom(url, `127.0.1.${i + 1}`, `flood${i}-${sent}@nowhere.org`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    return { sent, statuses };
  };
}

// ---------------------------------------------------------------- one size

interface Figures {
  writes: Load;
  jsonWrites: Load;
  /** One load of the list, or three at 10,000 clients. */
  lists: Load[];
  jsonList: Load;
  flood?: Load;
  lost: number;
  /** Start to first answer (ms): ours on the fresh file, ours after the SIGKILL (journal replayed), json-server's. */
  startUp: number;
  /** CPU seconds ours had used at its first answer; ms from start to its first sign-in, and to its first client list. */
  startUpCpu: number;
  firstSignIn: number;
  firstList: number;
  restart: number;
  jsonStartUp: number;
  /** Resident MB: ours after start-up and after the loads, json-server's after its loads. */
  memoryAtStart: number;
  /** After the client list loads, the business still at its size. */
  memoryAfterReads: number;
  /** After the write load too, which adds clients (`clientsAfterWrites` by then). */
  memory: number;
  clientsAfterWrites: number;
  jsonMemory: number;
}

const LIST_RUNS_AT_10000 = 3;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(size: number, port: number): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), `fieldteam-bench-${size}-`));
  const ours = join(dir, 'db.json');
  const theirs = join(dir, 'json-server.json');
  const now = new Date();
  const data = await buildSeed({ scryptLogN: 17, now, timeZone: DEFAULT_TIME_ZONE });
  const ownerId = data.users.find((u) => u.email === DEMO_OWNER.email)!.id;
  addBulkClients(data, ownerId, { clients: Math.max(0, size - data.clients.length), now, timeZone: DEFAULT_TIME_ZONE });
  await new Low(new SnapshotFile(ours), { ...data, journalSeq: 0 }).write();
  // json-server gets the same clients, as the documented list answers them.
  const store = new Store(data);
  writeFileSync(theirs, JSON.stringify({ clients: store.clients.ofOwner(ownerId).map((c) => toWireClient(store, c)) }, null, 2));
  log(`${size.toLocaleString('en')} clients (${data.visits.length.toLocaleString('en')} visits, ${data.reports.length.toLocaleString('en')} reports)`);

  let begun = performance.now();
  let server = startOurs(ours);
  const startUp = await firstAnswer(server.url, begun, '/health');
  const startUpCpu = cpuSeconds(server.child);
  let url = await server.url;
  const memoryAtStart = residentMB(server.child);
  // A sign-in reads the data file's people: the first answer that needs the data.
  await post(`${url}/login`, { email: DEMO_OWNER.email, password: DEMO_PASSWORD });
  const firstSignIn = performance.now() - begun;
  const owner = await signIn(url);
  await clientCount(url, owner);
  const firstList = performance.now() - begun;
  begun = performance.now();
  const json = startJsonServer(theirs, port);
  const jsonStartUp = await firstAnswer(json.url, begun, '/clients?_limit=1');
  const jsonUrl = await json.url;
  log(`start-up to first answer: ours ${(startUp / 1000).toFixed(1)} s (${startUpCpu.toFixed(1)} s of CPU, ${memoryAtStart.toFixed(0)} MB; first sign-in ${(firstSignIn / 1000).toFixed(1)} s, first client list ${(firstList / 1000).toFixed(1)} s); json-server ${(jsonStartUp / 1000).toFixed(1)} s`);

  // Large answers: autocannon parses them in JavaScript, and one thread of it cannot keep up with
  // either server; two worker threads that keep no copy of the bodies measure the servers rather
  // than the load tool.
  const gzip = { 'accept-encoding': 'gzip, deflate, br' }; // what a browser sends
  // With workers autocannon takes the module's path (its types know only the function).
  const largeAnswers = { headers: gzip, workers: 2, setupClient: DISCARD_BODIES as unknown as autocannon.Options['setupClient'] };
  const lists: Load[] = [];
  for (let run = 0; run < (size === 10_000 ? LIST_RUNS_AT_10000 : 1); run += 1) lists.push(await load({ url: `${url}${listPath(owner)}`, ...largeAnswers }));
  const jsonList = await load({ url: `${jsonUrl}/clients`, ...largeAnswers });
  // json-server may still be compressing answers autocannon gave up on: start it afresh for the writes.
  await stop(json.child);
  const jsonAgain = startJsonServer(theirs, port);
  const jsonWriteUrl = await jsonAgain.url;
  // Held while the business still has its `size` clients: the write load below adds thousands more.
  const memoryAfterReads = residentMB(server.child);
  log(`list: ours ${lists.map((l) => `${l.perSecond.toFixed(1)} req/s p99 ${l.p99} ms`).join('; ')}; json-server ${jsonList.perSecond.toFixed(1)} req/s p99 ${jsonList.p99} ms`);

  const before = await clientCount(url, owner);
  const writes = await load({ url: `${url}/company/clients/cadastre`, method: 'POST', headers: { 'content-type': 'application/json' }, body: newClientBody(owner) });
  const jsonBody = JSON.stringify({ name: 'Cliente Bench', phone: '11999990000', email: 'bench@exemplo.com.br', description: 'Rua Augusta, 500', latitude: -23.55, longitude: -46.65, serviceTime: '01:00' });
  const jsonWrites = await load({ url: `${jsonWriteUrl}/clients`, method: 'POST', headers: { 'content-type': 'application/json' }, body: jsonBody });
  log(`writes: ours ${writes.perSecond.toFixed(1)}/s p99 ${writes.p99} ms (${writes.ok} acknowledged); json-server ${jsonWrites.perSecond.toFixed(1)}/s p99 ${jsonWrites.p99} ms`);
  const jsonMemory = residentMB(jsonAgain.child);
  await stop(jsonAgain.child);
  const memory = residentMB(server.child);
  const clientsAfterWrites = size + writes.ok;
  log(`memory after the read loads: ours ${memoryAfterReads.toFixed(0)} MB (${size} clients); after the writes too: ours ${memory.toFixed(0)} MB (${clientsAfterWrites} clients), json-server ${jsonMemory.toFixed(0)} MB`);

  // Durability: kill without warning, start again at once, count the clients.
  await stop(server.child, 'SIGKILL');
  begun = performance.now();
  server = startOurs(ours);
  const restart = await firstAnswer(server.url, begun, '/health');
  url = await server.url;
  const after = await clientCount(url, await signIn(url));
  const lost = Math.max(0, before + writes.ok - after);
  log(`after SIGKILL and restart (${(restart / 1000).toFixed(1)} s to its first answer): ${after - before} clients added, ${writes.ok} acknowledged, ${lost} lost`);

  let flood: Load | undefined;
  if (size === 10_000) {
    const owner2 = await signIn(url);
    const stopFlood = signInFlood(url);
    flood = await load({ url: `${url}/company/clients/cadastre`, method: 'POST', headers: { 'content-type': 'application/json' }, body: newClientBody(owner2) });
    const signIns = await stopFlood();
    const answered = [...signIns.statuses].map(([status, n]) => `${n} x ${status}`).join(', ');
    log(`writes under 16 parallel unknown-address sign-ins (${signIns.sent} sent: ${answered}): ${flood.perSecond.toFixed(1)}/s p99 ${flood.p99} ms`);
  }
  await stop(server.child);
  return { writes, jsonWrites, lists, jsonList, flood, lost, startUp, startUpCpu, firstSignIn, firstList, restart, jsonStartUp, memoryAtStart, memoryAfterReads, memory, clientsAfterWrites, jsonMemory };
}

// ---------------------------------------------------------------- run

console.log(`Fieldteam mock server storage bench (node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per load; beside json-server 0.17.4)\n`);
const ONLY = process.env.BENCH_ONLY;
const figures = new Map<number, Figures>();
if (ONLY !== 'fairness') for (const [i, size] of SIZES.entries()) figures.set(size, await measure(size, 4790 + i));
const fairness = ONLY === undefined || ONLY === 'fairness' ? await measureFairness(log) : undefined;
console.log('');

const f1 = (n: number) => n.toFixed(1);
/** ours / theirs, or what it means when json-server answered nothing in the run. */
const times = (ours: number, theirs: number) => (theirs === 0 ? 'json-server: none answered' : `${(ours / theirs).toFixed(2)}x`);
for (const [size, f] of figures) {
  const label = `${size.toLocaleString('en')} clients`;
  const ratio = f.jsonWrites.perSecond === 0 ? Infinity : f.writes.perSecond / f.jsonWrites.perSecond;
  rows.push({
    name: `writes/s, ${label} (every one fsynced)`,
    ours: f1(f.writes.perSecond),
    theirs: f1(f.jsonWrites.perSecond),
    figure: times(f.writes.perSecond, f.jsonWrites.perSecond),
    goal: size >= 10_000 ? '>= 5x' : '-',
    pass: size >= 10_000 ? ratio >= 5 && f.writes.failed === 0 : null,
  });
  rows.push({ name: `write p99 (ms), ${label}`, ours: String(f.writes.p99), theirs: String(f.jsonWrites.p99), figure: '', goal: '-', pass: null });
  rows.push({ name: `acknowledged writes lost to SIGKILL, ${label}`, ours: String(f.lost), theirs: 'not fsynced', figure: String(f.lost), goal: '0', pass: f.lost === 0 });
  const listP99 = median(f.lists.map((l) => l.p99));
  const listPerSecond = median(f.lists.map((l) => l.perSecond));
  const listRatio = f.jsonList.perSecond === 0 ? Infinity : listPerSecond / f.jsonList.perSecond;
  rows.push({
    name: `client list req/s, ${label} (whole collection for json-server)`,
    ours: f1(listPerSecond),
    theirs: f1(f.jsonList.perSecond),
    figure: times(listPerSecond, f.jsonList.perSecond),
    goal: size === 10_000 ? '>= 3x' : '-',
    pass: size === 10_000 ? listRatio >= 3 && f.lists.every((l) => l.failed === 0) : null,
  });
  rows.push({
    name: `client list p99 (ms), ${label}${f.lists.length > 1 ? `, median of ${f.lists.length} loads` : ''}`,
    ours: f.lists.map((l) => l.p99).join(' / '),
    theirs: String(f.jsonList.p99),
    figure: String(listP99),
    goal: size === 10_000 ? '<= 100' : '-',
    pass: size === 10_000 ? listP99 <= 100 : null,
  });
  rows.push({
    name: `memory held (MB) after the read loads, ${label} (at start-up)`,
    ours: `${f.memoryAfterReads.toFixed(0)} (${f.memoryAtStart.toFixed(0)})`,
    theirs: '-',
    figure: `${((f.memoryAfterReads / size) * 10_000).toFixed(0)} per 10,000 clients`,
    goal: size === 10_000 ? '<= 400' : '-',
    pass: size === 10_000 ? f.memoryAfterReads <= 400 : null,
  });
  rows.push({
    name: `memory held (MB) after the write load too, ${f.clientsAfterWrites.toLocaleString('en-US')} clients by then`,
    ours: f.memory.toFixed(0),
    theirs: f.jsonMemory.toFixed(0),
    figure: `${((f.memory / f.clientsAfterWrites) * 10_000).toFixed(0)} per 10,000 clients`,
    goal: '-',
    pass: null,
  });
  // Judged on the first sign-in, an answer that reads the data (the health check reads none).
  rows.push({
    name: `start-up to first sign-in (s), ${label} (first answer; CPU s then; after SIGKILL)`,
    ours: `${(f.firstSignIn / 1000).toFixed(1)} (${(f.startUp / 1000).toFixed(1)}; ${f.startUpCpu.toFixed(1)}; ${(f.restart / 1000).toFixed(1)})`,
    theirs: (f.jsonStartUp / 1000).toFixed(1),
    figure: (f.firstSignIn / 1000).toFixed(1),
    goal: size === 100_000 ? '<= 10' : '-',
    pass: size === 100_000 ? f.firstSignIn <= 10_000 : null,
  });
  rows.push({ name: `start-up to first client list (s), ${label} (every collection read)`, ours: (f.firstList / 1000).toFixed(1), theirs: '-', figure: (f.firstList / 1000).toFixed(1), goal: '-', pass: null });
  if (f.flood) {
    rows.push({ name: `write p99 (ms) under 16 parallel unknown sign-ins, ${label}`, ours: String(f.flood.p99), theirs: '-', figure: String(f.flood.p99), goal: '<= 100', pass: f.flood.p99 <= 100 && f.flood.failed === 0 });
  }
}
const smallest = figures.get(1_000);
const largest = figures.get(100_000);
if (smallest && largest) {
  const growth = largest.writes.p99 / Math.max(1, smallest.writes.p99);
  rows.push({ name: 'write p99 at 100,000 / at 1,000', ours: `${largest.writes.p99} / ${smallest.writes.p99}`, theirs: '-', figure: `${growth.toFixed(2)}x`, goal: '<= 1.5x', pass: growth <= 1.5 });
  const memoryGrowth = largest.memoryAfterReads / 100 / Math.max(1, smallest.memoryAfterReads);
  rows.push({ name: 'memory after the read loads at 100,000 / 100 / at 1,000 (per client)', ours: `${largest.memoryAfterReads.toFixed(0)} / ${smallest.memoryAfterReads.toFixed(0)}`, theirs: '-', figure: `${memoryGrowth.toFixed(2)}x`, goal: '-', pass: null });
  rows.push({ name: 'first sign-in at 100,000 / at 1,000 (s; CPU s at first answer)', ours: `${(largest.firstSignIn / 1000).toFixed(1)} / ${(smallest.firstSignIn / 1000).toFixed(1)} (${largest.startUpCpu.toFixed(1)} / ${smallest.startUpCpu.toFixed(1)})`, theirs: `${(largest.jsonStartUp / 1000).toFixed(1)} / ${(smallest.jsonStartUp / 1000).toFixed(1)}`, figure: `${(largest.firstSignIn / Math.max(1, smallest.firstSignIn)).toFixed(1)}x`, goal: '-', pass: null });
} else if (!largest && ONLY !== 'fairness') {
  console.log('(100,000 clients not measured: BENCH_LARGE=1 adds them, with the write-growth and start-up goals)\n');
}
if (fairness) {
  const signIns = (f: SignInFigures) => `${f.p50.toFixed(0)} / ${f.p99.toFixed(0)} / ${f.max.toFixed(0)} (${f.count}${f.failed > 0 ? `, ${f.failed} failed` : ''})`;
  const served = (s: { calendars: number; refused: number; timeouts: number }) => `${s.calendars} sent, ${s.timeouts} timed out${s.refused > 0 ? `, ${s.refused} refused` : ''}`;
  rows.push({
    name: `another business's sign-in p50 / p99 / max (ms) during 32 reads of a 10,000-client calendar, a write every 250 ms (beside: budget off)`,
    ours: signIns(fairness.on),
    theirs: `off: ${signIns(fairness.off)}`,
    figure: fairness.on.p99.toFixed(0),
    goal: '<= 1000',
    pass: fairness.on.p99 <= 1000 && fairness.on.failed === 0,
  });
  rows.push({ name: "  the readers' calendars meanwhile (beside: budget off)", ours: served(fairness.servedOn), theirs: `off: ${served(fairness.servedOff)}`, figure: '', goal: '-', pass: null });
  rows.push({ name: '  the same sign-in with no load, p50 / p99 / max (ms)', ours: signIns(fairness.baseline), theirs: '-', figure: fairness.baseline.p99.toFixed(0), goal: '-', pass: null });
}

const header = { name: 'benchmark', ours: 'ours', theirs: 'json-server', figure: 'figure', goal: 'goal', result: 'result' };
const cells = (row: Row | typeof header) => [row.name, row.ours, row.theirs, row.figure, row.goal, 'result' in row ? row.result : row.pass === null ? 'info' : row.pass ? 'PASS' : 'FAIL'];
const widths = cells(header).map((_, i) => Math.max(...[header, ...rows].map((row) => cells(row)[i]!.length)));
const line = (row: Row | typeof header) => '| ' + cells(row).map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ') + ' |';
console.log(line(header));
console.log('|' + widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') + '|');
for (const row of rows) console.log(line(row));
const failed = rows.filter((row) => row.pass === false);
console.log(`\n${rows.filter((r) => r.pass !== null).length - failed.length} of ${rows.filter((r) => r.pass !== null).length} goals met.`);
console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
if (failed.length > 0) {
  console.log(`FAILED: ${failed.map((row) => row.name).join('; ')}`);
  process.exitCode = 1;
}
