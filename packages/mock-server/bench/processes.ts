// The bench's server processes: ours as its start scripts run it, and the wait for an address.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_V8_FLAGS } from '../src/runtime-flags';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));

export async function started(child: ChildProcess, pattern: RegExp, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let found = false;
    // Both servers log every request. Once the address is read, only the last lines are kept, so
    // that this process keeps up with the pipe: a server blocks on a full one (its console writes
    // to a pipe are synchronous), and a growing string searched on every chunk would fill it.
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(found ? -2000 : 0);
      if (found) return;
      const address = pattern.exec(output);
      if (!address) return;
      found = true;
      resolve(address[1] ?? '');
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} stopped (${code}): ${output.slice(-2000)}`)));
  });
}

export interface OurServerOptions {
  /** Environment over the bench's (PORT, HEAVY_READS_PER_BUSINESS...). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * In a session of its own, as a server started in one terminal and loaded from another is: the
   * kernel then shares the processor between the server and the load tool as between two
   * sessions, rather than between every thread of both.
   */
  readonly ownSession?: boolean;
}

export function startOurs(dbFile: string, options: OurServerOptions = {}): { child: ChildProcess; url: Promise<string> } {
  // As its start scripts run it: with the same V8 flags.
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, '--import', 'tsx', 'src/server.ts'], {
    cwd: PACKAGE,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_FILE: dbFile, NODE_ENV: 'production', CONTRACT_CHECK: 'off', HEAVY_READS_PER_BUSINESS: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.ownSession === true,
  });
  return { child, url: started(child, /listening on (http:\/\/\S+)/, 'the mock server') };
}

export const stop = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
