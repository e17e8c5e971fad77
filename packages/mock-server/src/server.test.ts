// The server process itself: one process per data file, and a broken file stops the start.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGTERM')));

function start(dbFile: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', DB_FILE: dbFile, NODE_ENV: 'test', FIELDTEAM_SCRYPT_LOG_N: '4', ...env },
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('listening on') && resolve());
    child.on('exit', () => reject(new Error(output)));
  });
  listening.catch(() => undefined); // awaited only by the tests that expect a start
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { listening, exited, output: () => output };
}

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'fieldteam-server-')), 'db.json');

/** The address a started server printed. */
const addressOf = (output: string) => /listening on (http:\/\/\S+)/.exec(output)![1]!;

describe('mock server process', () => {
  it('has no development routes outside development and tests (404), and says so', async () => {
    const server = start(tempFile(), { NODE_ENV: 'production' });
    await server.listening;
    const base = addressOf(server.output());
    const outbox = await fetch(`${base}/__dev/outbox?email=owner@fieldteam.dev`);
    expect(outbox.status).toBe(404);
    expect(await outbox.json()).toEqual({ error: expect.any(String) });
    expect((await fetch(`${base}/__dev/reset`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(server.output()).toContain('development routes off');
  }, 30_000);

  it('prints no demo password and no one-time code outside development and tests; the outbox names the recipient masked', async () => {
    const server = start(tempFile(), { NODE_ENV: 'production' });
    await server.listening;
    const base = addressOf(server.output());
    const answer = await fetch(`${base}/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@fieldteam.dev' }) });
    expect(answer.status).toBe(200);
    await expect.poll(() => server.output()).toContain('[outbox] to o***@fieldteam.dev: Your Fieldteam password reset code');
    const output = server.output();
    expect(output).toContain('demo account: owner@fieldteam.dev');
    expect(output).not.toContain('Fieldteam#2026');
    expect(output).not.toMatch(/code \d/);
  }, 30_000);

  it('refuses to listen beyond this machine with the development routes on', async () => {
    const file = tempFile();
    const { code, output } = await start(file, { HOST: '0.0.0.0', NODE_ENV: 'development' }).exited;
    expect(code).toBe(1);
    expect(output).toContain('Refusing to listen on 0.0.0.0: the development routes');
    expect(() => readFileSync(file)).toThrow();
  }, 30_000);

  it('seeds a new file, prints the demo credentials, and a second process on the same file refuses to start', async () => {
    const file = tempFile();
    const first = start(file);
    await first.listening;
    expect(first.output()).toContain('demo account: owner@fieldteam.dev / Fieldteam#2026');
    expect(JSON.parse(readFileSync(file, 'utf8')).users.map((u: { email: string }) => u.email)).toContain('owner@fieldteam.dev');

    const second = start(file);
    const { code, output } = await second.exited;
    expect(code).toBe(1);
    expect(output).toMatch(/Another mock server \(pid \d+\) is already using/);
  }, 30_000);

  it.each([
    ['an empty', '', /is empty/],
    ['a corrupt', '{"users": [', /is corrupt/],
  ])('stops on %s data file and leaves it untouched', async (_label, content, message) => {
    const file = tempFile();
    writeFileSync(file, content);
    const { code, output } = await start(file).exited;
    expect(code).toBe(1);
    expect(output).toMatch(message);
    expect(readFileSync(file, 'utf8')).toBe(content);
  }, 30_000);
});
