// One server process per data file. The lock is a listening Unix socket named after the data
// file's real path (symlinks resolved): on Linux in the abstract namespace, which the kernel
// frees the moment the holder dies (kill -9 included, no file left behind, no PID to trust);
// elsewhere a socket file in the temp folder, found stale when nobody answers on it. A second
// process is refused with the holder's PID, which the holder answers on connect.
import { createHash } from 'node:crypto';
import { existsSync, realpathSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';

export class LockRefused extends Error {}

/** The data file's real path, whether or not the file exists yet (its folder must). */
export function realPathOf(file: string): string {
  if (existsSync(file)) return realpathSync(file);
  return join(realpathSync(dirname(file)), basename(file));
}

function lockAddress(realPath: string): string {
  const name = `fieldteam-mock-server-${createHash('sha256').update(realPath).digest('hex').slice(0, 32)}`;
  return process.platform === 'linux' ? `\0${name}` : join(tmpdir(), `${name}.sock`);
}

const listen = (server: Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** The PID the holder answers, or null when nobody answers (a stale socket file). */
const holderOf = (address: string) =>
  new Promise<string | null>((resolve) => {
    const socket = connect(address);
    let pid = '';
    socket.on('data', (chunk) => (pid += chunk.toString()));
    socket.on('end', () => resolve(pid || '?'));
    socket.on('error', () => resolve(null));
  });

/** Takes the lock on `file` (by its real path); returns the function that releases it. */
export async function lockDataFile(file: string): Promise<() => Promise<void>> {
  const realPath = realPathOf(file);
  const address = lockAddress(realPath);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const server = createServer((socket) => socket.end(String(process.pid)));
    try {
      await listen(server, address);
      server.unref();
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await holderOf(address);
      if (holder !== null) {
        throw new LockRefused(`Another mock server (pid ${holder}) is already using ${realPath}. Stop it first, or start this one with another DB_FILE.`);
      }
      // A socket file left by a process that is gone (not on Linux: abstract sockets leave nothing).
      if (!address.startsWith('\0')) unlinkSync(address);
    }
  }
  throw new LockRefused(`Could not take the lock on ${realPath}.`);
}
