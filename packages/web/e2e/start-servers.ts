// Playwright's global set-up: every server the tests use, started at once. Playwright's
// own `webServer` list starts them one after the other, each waiting until the one before answers
// (a mock server and a preview per worker, then the real-API build). Here they start together and
// the tests begin once the slowest, the real-API build, answers. Stopped, with their child
// processes, when the run ends.
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEV, DIRECT, slotServers, WORKERS, type Servers } from './servers';

export interface ServerSpec {
  readonly name: string;
  readonly command: string;
  /** Relative to the web package. */
  readonly cwd: string;
  /** Answers once the server is ready. */
  readonly url: string;
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Paths asked for once the server answers, before it counts as started (a development server's modules, transformed while the slower servers start). */
  readonly warmUp?: readonly string[];
}

const WEB_PACKAGE = resolve(import.meta.dirname, '..');

/** A mock server on its own data file that the app at `origin` may call from another origin. */
const mockServer = (api: Servers, origin: string): ServerSpec => ({
  name: `mock server :${api.apiPort}`,
  command: 'npm run start -w @fieldteam/mock-server',
  cwd: '../..',
  url: `${api.apiUrl}/health`,
  timeoutMs: 60_000,
  env: {
    PORT: String(api.apiPort),
    DB_FILE: join(tmpdir(), `fieldteam-e2e-${api.apiPort}.json`),
    NODE_ENV: 'test',
    FIELDTEAM_SCRYPT_LOG_N: '10',
    CORS_ORIGINS: origin,
  },
});

/**
 * Each worker slot's mock server and the preview proxying /api to it, then the real-API build and
 * its own mock server, then the development server and its own mock server.
 */
export function serverSpecs(): ServerSpec[] {
  const slots = Array.from({ length: WORKERS }, (_, slot) => slotServers(slot));
  return [
    ...slots.flatMap((own) => [
      mockServer(own, own.webUrl),
      {
        name: `preview :${own.webPort}`,
        command: 'npm run preview -w @fieldteam/web',
        cwd: '../..',
        url: own.webUrl,
        timeoutMs: 60_000,
        env: { WEB_PORT: String(own.webPort), API_PROXY_TARGET: own.apiUrl },
      },
    ]),
    mockServer(DIRECT, DIRECT.webUrl),
    {
      // Built here, into its own folder, because the API address is fixed at build time.
      name: `real-API build :${DIRECT.webPort}`,
      command: 'npx vite build --outDir dist-direct --emptyOutDir --logLevel warn && npx vite preview --outDir dist-direct',
      cwd: '.',
      url: DIRECT.webUrl,
      timeoutMs: 120_000,
      env: { WEB_PORT: String(DIRECT.webPort), VITE_API_URL: DIRECT.apiUrl, API_PROXY_TARGET: 'http://127.0.0.1:9' },
    },
    mockServer(DEV, DEV.webUrl),
    {
      // What `npm run dev` starts for the app; --strictPort, as Vite would otherwise move to the next free port.
      name: `dev server :${DEV.webPort}`,
      command: 'npm run dev -w @fieldteam/web -- --strictPort',
      cwd: '../..',
      url: DEV.webUrl,
      timeoutMs: 60_000,
      env: { WEB_PORT: String(DEV.webPort), API_PROXY_TARGET: DEV.apiUrl },
      // Vite transforms a module when it is first asked for, and the static imports of each it
      // serves: asked for now, the shell, the sign-in page, the import screen and its transfer
      // worker are ready by the time the tests start (the real-API build takes longer).
      warmUp: ['/src/app/main.tsx', '/src/features/account/LoginScreen.tsx', '/src/features/imports/ImportScreen.tsx', '/src/shared/spreadsheet/read.ts', '/src/di/imports.module.ts', '/src/di/transfer.worker.ts?worker_file&type=module'],
    },
  ];
}

const answers = async (url: string): Promise<boolean> => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
};

/** Stops a server started by `start` and everything it started (npm, tsx, vite). */
function stop(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone meanwhile.
  }
}

/** Starts one server in a process group of its own; resolves once its URL answers, rejects if it exits or times out first. */
async function start(spec: ServerSpec, started: ChildProcess[]): Promise<void> {
  // A server already there would be tested in place of this build (Playwright's reuseExistingServer: false).
  if (await answers(spec.url)) throw new Error(`${spec.url} is already used: stop what listens there, or choose other E2E_* ports (e2e/servers.ts)`);
  const child = spawn(spec.command, { cwd: resolve(WEB_PACKAGE, spec.cwd), env: { ...process.env, ...spec.env }, shell: true, detached: true, stdio: ['ignore', process.env.DEBUG ? 'inherit' : 'ignore', 'pipe'] });
  started.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    process.stderr.write(`[${spec.name}] ${chunk.toString()}`);
  });
  const deadline = Date.now() + spec.timeoutMs;
  while (!(await answers(spec.url))) {
    if (child.exitCode !== null) throw new Error(`${spec.name} (${spec.command}) exited with ${child.exitCode} before answering at ${spec.url}\n${errors}`);
    if (Date.now() > deadline) throw new Error(`${spec.name} did not answer at ${spec.url} within ${spec.timeoutMs} ms\n${errors}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  await Promise.all(
    (spec.warmUp ?? []).map(async (path) => {
      const response = await fetch(new URL(path, spec.url), { signal: AbortSignal.timeout(spec.timeoutMs) });
      await response.arrayBuffer();
      // A path that no longer exists would warm nothing, unseen.
      if (!response.ok) throw new Error(`${spec.name}: warming up ${path} answered ${response.status}`);
    }),
  );
}

/** Starts the servers together; returns what stops them all. Whatever was started is stopped if one fails. */
export async function startServers(specs: readonly ServerSpec[]): Promise<() => Promise<void>> {
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    const exits = started.map((child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((done) => child.once('exit', () => done()))));
    started.forEach((child) => stop(child, 'SIGTERM'));
    // A server that does not stop within 10 s is killed, so that the run ends.
    const killing = setTimeout(() => started.forEach((child) => stop(child, 'SIGKILL')), 10_000);
    await Promise.all(exits);
    clearTimeout(killing);
  };
  // Should the runner end without its teardown, the servers end with it.
  process.once('exit', () => started.forEach((child) => stop(child, 'SIGKILL')));
  const outcomes = await Promise.allSettled(specs.map((spec) => start(spec, started)));
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  return startServers(serverSpecs());
}
