// Salted scrypt password hashes at the OWASP ASVS 5.0 minimum (N=2^17, r=8, p=1). The cost is
// stored with each hash. Tests may lower it through FIELDTEAM_SCRYPT_LOG_N, honoured only when
// NODE_ENV is "test".
//
// The hashing runs in worker threads (scryptSync there), never on libuv's thread pool, which the
// journal's writes and fsyncs need: a flood of sign-ins cannot hold up an acknowledged write.
// Hashes wait in a bounded queue; when it is full the call is refused at once with 503 and
// Retry-After instead of piling up.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const PRODUCTION_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function scryptLogN(env: NodeJS.ProcessEnv = process.env): number {
  const requested = Number(env.FIELDTEAM_SCRYPT_LOG_N);
  if (env.NODE_ENV === 'test' && Number.isInteger(requested) && requested >= 4 && requested <= PRODUCTION_LOG_N) return requested;
  return PRODUCTION_LOG_N;
}

/** The hashing queue is full: answered 503 with Retry-After. */
export class HashingBusy extends Error {
  readonly retryAfterSeconds = 2;
  constructor() {
    super('The server is busy checking passwords. Try again in a few seconds.');
  }
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, N, r, p, keyLength }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt, 'base64'), keyLength, { N, r, p, maxmem: 256 * N * r });
    parentPort.postMessage({ id, key: key.toString('base64') });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Job {
  readonly id: number;
  readonly message: { id: number; password: string; salt: string; N: number; r: number; p: number; keyLength: number };
  readonly resolve: (key: Buffer) => void;
  readonly reject: (error: Error) => void;
}

export interface HasherOptions {
  /** Worker threads (default: the cores but one, 1 to 4). */
  readonly workers?: number;
  /** Hashes waiting beyond the running ones before a call is refused (default 64). */
  readonly queueLimit?: number;
}

export class PasswordHasher {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<number, { job: Job; worker: Worker }>();
  private nextId = 1;
  private readonly workers: number;
  private readonly queueLimit: number;

  constructor(options: HasherOptions = {}) {
    this.workers = options.workers ?? Math.max(1, Math.min(4, availableParallelism() - 1));
    this.queueLimit = options.queueLimit ?? 64;
  }

  async hash(password: string, logN: number): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.derive(password, salt, logN, R, P);
    return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, logN, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await this.derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** How many hashes run or wait. */
  get load(): number {
    return this.running.size + this.queue.length;
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((w) => w.terminate()));
    this.all.length = 0;
    this.idle.length = 0;
  }

  private derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
    if (this.queue.length >= this.queueLimit) return Promise.reject(new HashingBusy());
    return new Promise<Buffer>((resolve, reject) => {
      const id = this.nextId++;
      this.queue.push({ id, message: { id, password, salt: salt.toString('base64'), N: 2 ** logN, r, p, keyLength: KEY_LENGTH }, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.all.length < this.workers ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.running.set(job.id, { job, worker });
      worker.ref();
      worker.postMessage(job.message);
    }
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (reply: { id: number; key?: string; error?: string }) => {
      const entry = this.running.get(reply.id);
      if (!entry) return;
      this.running.delete(reply.id);
      worker.unref();
      this.idle.push(worker);
      if (reply.error !== undefined) entry.job.reject(new Error(reply.error));
      else entry.job.resolve(Buffer.from(reply.key!, 'base64'));
      this.pump();
    });
    worker.on('error', (error) => {
      for (const [id, entry] of this.running) {
        if (entry.worker !== worker) continue;
        this.running.delete(id);
        entry.job.reject(error);
      }
      this.all.splice(this.all.indexOf(worker), 1);
      this.pump();
    });
    this.all.push(worker);
    return worker;
  }
}

let shared: PasswordHasher | undefined;

/** The process's hasher (the server's, and the tests' unless they make their own). */
export function sharedPasswordHasher(): PasswordHasher {
  shared ??= new PasswordHasher();
  return shared;
}

export const hashPassword = (password: string, logN = scryptLogN(), hasher = sharedPasswordHasher()): Promise<string> => hasher.hash(password, logN);

export const verifyPassword = (password: string, stored: string, hasher = sharedPasswordHasher()): Promise<boolean> => hasher.verify(password, stored);
