// Large answers (a business's calendar runs to tens of megabytes) are compressed in one worker
// thread of their own, never on libuv's pool and never on the event loop:
//
// - libuv's pool also runs the journal's appends and fsyncs, which a queue of large compressions
//   would hold up for every business (a sign-in writes its session too);
// - on Linux the thread runs at a lower priority (nice 10): when the machine is busy, checking a
//   password and answering other calls go first, and only the readers of the large answer wait;
// - one compression per slot (an answer of a business, in one coding) waits at a time: a newer
//   version of the answer takes the place of one that has not started, whose callers are told
//   (`null`) and send the newer answer instead. A business that writes while it reads cannot
//   queue up more compressing than one version of each answer.
//
// The body goes to the thread without a copy when it lives in a SharedArrayBuffer (owner-answers
// builds it there); the compressed bytes come back transferred.
import { Worker } from 'node:worker_threads';

export type Coding = 'br' | 'gzip';

/** How much lower the thread's priority is (Linux nice, 0 to 19). */
const NICE = 10;

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { brotliCompressSync, gzipSync, constants } = require('node:zlib');
// Linux: this thread alone at a lower priority (setpriority with a thread id sets that thread's).
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) require('node:os').setPriority(tid, ${NICE});
} catch {}
parentPort.on('message', ({ id, body, coding }) => {
  try {
    const input = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    const out = coding === 'br'
      ? brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: input.length } })
      : gzipSync(input, { level: 6 });
    // A view of its own ArrayBuffer, so that it can be transferred rather than copied.
    const own = out.byteOffset === 0 && out.byteLength === out.buffer.byteLength ? out : Uint8Array.prototype.slice.call(out);
    parentPort.postMessage({ id, bytes: own }, [own.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Job {
  readonly id: number;
  readonly slot: string;
  readonly body: Uint8Array;
  readonly coding: Coding;
  readonly resolve: (bytes: Buffer | null) => void;
  readonly reject: (error: Error) => void;
}

export class BackgroundCompressor {
  private worker: Worker | undefined;
  /** Jobs not started, one per slot, in the order their slots first waited. */
  private readonly waiting = new Map<string, Job>();
  private running: Job | undefined;
  private nextId = 1;

  /**
   * `body` in `coding`, or `null` when a newer body for the same `slot` took its place before it
   * began (the caller then asks for the newer answer).
   */
  compress(slot: string, body: Uint8Array, coding: Coding): Promise<Buffer | null> {
    return new Promise((resolve, reject) => {
      const key = `${coding} ${slot}`;
      this.waiting.get(key)?.resolve(null);
      // Map.set on a key already there keeps its place: the newer body waits no longer than the one it replaces.
      this.waiting.set(key, { id: this.nextId++, slot: key, body, coding, resolve, reject });
      this.pump();
    });
  }

  /** Compressions running or waiting. */
  get load(): number {
    return this.waiting.size + (this.running ? 1 : 0);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private pump(): void {
    if (this.running) return;
    const next = this.waiting.values().next();
    if (next.done) return;
    const job = next.value;
    this.waiting.delete(job.slot);
    this.running = job;
    const worker = (this.worker ??= this.spawn());
    worker.ref();
    worker.postMessage({ id: job.id, body: job.body, coding: job.coding });
  }

  private finish(id: number, outcome: { bytes?: Uint8Array; error?: string }): void {
    const job = this.running;
    if (!job || job.id !== id) return;
    this.running = undefined;
    this.worker?.unref();
    if (outcome.bytes) job.resolve(Buffer.from(outcome.bytes.buffer, outcome.bytes.byteOffset, outcome.bytes.byteLength));
    else job.reject(new Error(outcome.error ?? 'compression failed'));
    this.pump();
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (reply: { id: number; bytes?: Uint8Array; error?: string }) => this.finish(reply.id, reply));
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = undefined;
      const job = this.running;
      this.running = undefined;
      job?.reject(error);
      this.pump();
    });
    return worker;
  }
}

let shared: BackgroundCompressor | undefined;

/** The process's compressor (one thread, started on first use, never keeping the process alive when idle). */
export function sharedCompressor(): BackgroundCompressor {
  shared ??= new BackgroundCompressor();
  return shared;
}

