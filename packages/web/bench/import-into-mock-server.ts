// `npm run bench` (the import rows): 1,000 clients imported into the mock server through
// the app's own sender (core's SendImport over adapters-http, the documented cadastre call per
// client), on a fresh data file with the demo data, interrupted and resumed: the server is killed (SIGKILL) while rows are on their way, so that
//   some reach it and lose their answer, started again on the same file, and the import resumed
//   from the device's store as after a reload (a new sender): every client must be there once.
// The mock server runs as in production (group commit with fdatasync, no contract check).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { HttpAccountApi, HttpClient, HttpClientsApi, HttpTeamsApi } from '@fieldteam/adapters-http';
import { credentialsOf, IMPORT_LIMITS, ownerIdOf, SendImport, StartImport, type ClientImportRecord, type DryRunReport, type ImportJobStore, type ImportKind, type ImportProgress, type StoredImport } from '@fieldteam/core';
import { MemoryCache, MemorySessionStore, RecordingServicesApi, RecordingStaffApi } from '@fieldteam/core/testing';
import { Temporal } from 'temporal-polyfill';
import { freePort } from './web-stack';

const MOCK_SERVER = fileURLToPath(new URL('../../mock-server', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const DEMO = { email: 'owner@fieldteam.dev', password: 'Fieldteam#2026' } as const;
export const IMPORT_COUNT = Number(process.env.BENCH_IMPORT_CLIENTS ?? 1_000);
export const IMPORT_GOAL = { speedup: 3, duplicates: 0 } as const;

const clock = { now: () => Temporal.Now.instant(), timeZone: () => 'America/Sao_Paulo' };

/** The device's store, in memory: what a reload finds is what was kept. */
class KeptImports implements ImportJobStore {
  private readonly kept = new Map<ImportKind, StoredImport>();
  load(kind: ImportKind) {
    const stored = this.kept.get(kind);
    return Promise.resolve(stored ? structuredClone(stored) : null);
  }
  progress(kind: ImportKind) {
    const stored = this.kept.get(kind);
    return Promise.resolve(stored ? structuredClone(stored.progress) : null);
  }
  start(stored: StoredImport) {
    this.kept.set(stored.job.kind, structuredClone(stored));
    return Promise.resolve();
  }
  saveProgress(kind: ImportKind, progress: ImportProgress) {
    const stored = this.kept.get(kind);
    if (stored) this.kept.set(kind, { ...stored, progress: structuredClone(progress) });
    return Promise.resolve();
  }
  remove(kind: ImportKind) {
    this.kept.delete(kind);
    return Promise.resolve();
  }
}

interface Server {
  readonly url: string;
  readonly child: ChildProcess;
}

async function startServer(dbFile: string, port: number): Promise<Server> {
  const child = spawn(TSX, ['--tsconfig', 'tsconfig.json', 'src/server.ts'], {
    cwd: MOCK_SERVER,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile, NODE_ENV: 'production', CONTRACT_CHECK: 'off', FIELDTEAM_SCRYPT_LOG_N: '10' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the mock server stopped: ${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the mock server did not answer: ${output}`);
}

function killServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    try {
      process.kill(-server.child.pid!, signal);
    } catch {
      resolve();
    }
  });
}

const record = (n: number, teamId: string): ClientImportRecord => ({
  name: `Cliente Importado ${n}`,
  phone: `1197${String(n).padStart(7, '0')}`,
  email: `importado${n}@exemplo.com.br`,
  docId: '',
  birthday: null,
  address: { description: `Rua Harmonia, ${n} - Vila Madalena, São Paulo - SP`, latitude: -23.556, longitude: -46.69, complement: null },
  serviceMinutes: 60,
  teamId,
  recurrence: null,
  visits: [],
});

interface Fixture {
  readonly server: Server;
  readonly store: KeptImports;
  readonly sender: (concurrency: number) => SendImport;
  readonly importedEmails: () => Promise<string[]>;
  readonly dir: string;
  readonly port: number;
}

/** A fresh data file with the demo data, its server, the owner signed in and 1,000 rows kept on the "device". */
async function fixture(name: string): Promise<Fixture> {
  const dir = mkdtempSync(join(tmpdir(), `fieldteam-bench-import-${name}-`));
  const dbFile = join(dir, 'db.json');
  const seeded = spawnSync(TSX, ['--tsconfig', 'tsconfig.json', 'src/seed/seed.cli.ts'], { cwd: MOCK_SERVER, env: { ...process.env, DB_FILE: dbFile, FIELDTEAM_SCRYPT_LOG_N: '10' }, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const port = await freePort();
  const server = await startServer(dbFile, port);
  const http = new HttpClient({ baseUrl: server.url });
  const login = await new HttpAccountApi(http).login(DEMO.email, DEMO.password);
  if (!login.ok) throw new Error(`signing in failed: ${JSON.stringify(login.error)}`);
  const { session } = login.value;
  const credentials = credentialsOf(session);
  const ownerId = ownerIdOf(session.user);
  const teams = await new HttpTeamsApi(http).list(credentials, ownerId);
  if (!teams.ok || teams.value.length === 0) throw new Error('no team');
  const teamId = teams.value[0]!.id;
  const report: DryRunReport<ClientImportRecord> = {
    kind: 'clients',
    rows: Array.from({ length: IMPORT_COUNT }, (_, i) => ({ line: i + 2, cells: [], verdict: { kind: 'import' as const, record: record(i + 1, teamId), notes: [] } })),
  };
  const store = new KeptImports();
  const started = await new StartImport(store, clock).execute({ report, updates: new Set(), fileName: 'clientes.csv', headers: [] });
  if (!started.ok) throw new Error('nothing to import');
  const clients = new HttpClientsApi(http);
  const sessions = new MemorySessionStore(session);
  return {
    server,
    store,
    dir,
    port,
    sender: (concurrency) => new SendImport(clients, new RecordingServicesApi(), new RecordingStaffApi(), store, sessions, new MemoryCache(), clock, { concurrency }),
    importedEmails: async () => {
      const listed = await clients.list(credentials, ownerId);
      if (!listed.ok) throw new Error(`listing failed: ${JSON.stringify(listed.error)}`);
      return listed.value.map((c) => c.email).filter((e) => /^importado\d+@exemplo\.com\.br$/.test(e));
    },
  };
}

export interface ImportResult {
  readonly resumed: { readonly clients: number; readonly duplicates: number; readonly missing: number; readonly lostAnswers: number; readonly sentBeforeKill: number; readonly totalMs: number };
}

async function interruptedRun(): Promise<ImportResult['resumed']> {
  const f = await fixture('interrupted');
  let server = f.server;
  try {
    const t = performance.now();
    const sender = f.sender(IMPORT_LIMITS.concurrency);
    // Killed while rows are on their way: a third of the rows in.
    let killing: Promise<void> | null = null;
    const first = await sender.execute('clients', {
      onProgress: (counts) => {
        if (!killing && counts.done >= Math.floor(IMPORT_COUNT / 3)) killing = killServer(server, 'SIGKILL');
      },
    });
    await killing;
    if (!first.ok || first.value.status !== 'interrupted') throw new Error(`the interrupted run ended ${JSON.stringify(first)}`);
    const stored = await f.store.load('clients');
    const lostAnswers = stored!.progress.states.split('').filter((s) => s === 's').length;
    const sentBeforeKill = first.value.counts.done;
    server = await startServer(join(f.dir, 'db.json'), f.port);
    // As after a reload: a new sender, the same store.
    const second = await f.sender(IMPORT_LIMITS.concurrency).execute('clients');
    if (!second.ok || second.value.status !== 'finished') throw new Error(`the resumed run ended ${JSON.stringify(second)}`);
    const totalMs = performance.now() - t;
    const emails = await f.importedEmails();
    const distinct = new Set(emails);
    return { clients: emails.length, duplicates: emails.length - distinct.size, missing: IMPORT_COUNT - distinct.size, lostAnswers, sentBeforeKill, totalMs };
  } finally {
    await killServer(server, 'SIGTERM');
    rmSync(f.dir, { recursive: true, force: true });
  }
}

/** The interrupted and resumed run (the speed is measured in the browser, import-in-browser.ts). */
export async function measureImport(): Promise<ImportResult> {
  return { resumed: await interruptedRun() };
}
