// The servers `npm run bench:web` measures: a mock server on a fresh data file (the demo data, or
// the demo data plus a business at scale) behind `vite preview` of the built app, each on a free
// port, and Debian's Chromium. Every child runs in its own process group, so stopping it stops
// whatever it started (tsx's and vite's own children included).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpAccountApi, HttpClient } from '@fieldteam/adapters-http';
import type { Session } from '@fieldteam/core';

export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const WEB = join(ROOT, 'packages/web');
const MOCK_SERVER = join(ROOT, 'packages/mock-server');
const BIN = join(ROOT, 'node_modules/.bin');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags the end-to-end tests use (TOOLCHAIN.md), minus --headless, which each launcher adds. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The session record the app reads (adapters-browser's STORAGE_KEYS.session, LocalStorageSessionStore). */
export const SESSION_KEY = 'fieldteam.session';

const children = new Set<ChildProcess>();
const scratch = mkdtempSync(join(tmpdir(), 'fieldteam-bench-web-'));
export const scratchDir = (name: string) => join(scratch, name);

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Starts a program in its own process group, stopped by stopAll. */
export function start(name: string, command: string, args: string[], cwd: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code) => {
    if (children.delete(child) && code !== 0 && code !== null) console.error(`[bench:web] ${name} stopped (${code}):\n${log}`);
  });
  children.add(child);
  return child;
}

async function waitFor(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export function stopAll(): void {
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  children.clear();
  rmSync(scratch, { recursive: true, force: true });
}

/** The build measured: a copy, so that a build made while the bench runs does not change it. */
const served = scratchDir('dist');

/**
 * Builds the web app when there is no build yet (`npm run build -w @fieldteam/web` refreshes it;
 * BENCH_DIST=<dir> measures another build) and copies it aside.
 */
export function ensureBuild(): void {
  const dist = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(WEB, 'dist');
  if (!existsSync(join(dist, 'index.html')) || process.env.BENCH_BUILD) {
    if (process.env.BENCH_DIST) throw new Error(`no build in ${dist}`);
    console.log('[bench:web] building the web app (npm run build -w @fieldteam/web)...');
    const built = spawnSync('npm', ['run', 'build', '-w', '@fieldteam/web'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  cpSync(dist, served, { recursive: true });
}

export interface Stack {
  readonly apiUrl: string;
  readonly webUrl: string;
  /** Signs in through the API (as the app's login does) and returns the session the app stores. */
  signIn(email: string, password: string): Promise<Session>;
}

/**
 * A mock server on a fresh data file (the demo data; `clients` more for the demo owner's business
 * when asked, as `npm run seed -- --clients N` does, and today's road of `roadStops` stops) and the built app served by `vite preview`,
 * which proxies /api to it. The server runs as it does for people: no check of each answer against
 * the contract (NODE_ENV=test turns it on, and it parses every answer again before sending it).
 */
export async function startStack(name: string, options: { clients?: number; roadStops?: number } = {}): Promise<Stack> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const dbFile = scratchDir(`${name}.json`);
  const env = { DB_FILE: dbFile, PORT: String(apiPort), NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production', CONTRACT_CHECK: 'off', FIELDTEAM_SCRYPT_LOG_N: '10', CORS_ORIGINS: `http://127.0.0.1:${webPort}` };
  const seed = spawnSync(join(BIN, 'tsx'), ['--tsconfig', 'tsconfig.json', 'src/seed/seed.cli.ts', '--clients', String(options.clients ?? 0), ...(options.roadStops === undefined ? [] : ['--road-stops', String(options.roadStops)])], { cwd: MOCK_SERVER, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`seeding ${name} failed: ${seed.stderr}`);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  start(`${name} mock server`, join(BIN, 'tsx'), ['--tsconfig', 'tsconfig.json', 'src/server.ts'], MOCK_SERVER, env);
  start(`${name} vite preview`, join(BIN, 'vite'), ['preview', '--strictPort', '--outDir', served], WEB, { WEB_PORT: String(webPort), API_PROXY_TARGET: apiUrl });
  await Promise.all([waitFor(`${apiUrl}/health`, `${name} mock server`), waitFor(webUrl, `${name} vite preview`)]);
  const account = new HttpAccountApi(new HttpClient({ baseUrl: apiUrl }));
  return {
    apiUrl,
    webUrl,
    async signIn(email, password) {
      const answer = await account.login(email, password);
      if (!answer.ok) throw new Error(`signing in as ${email} failed: ${JSON.stringify(answer.error)}`);
      return answer.value.session;
    },
  };
}

/** What the app keeps in localStorage for a signed-in person (LocalStorageSessionStore's record). */
export const storedSession = (session: Session): string => JSON.stringify({ v: 1, session });

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
