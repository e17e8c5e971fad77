// A snapshot laid out as SnapshotFile.write (file-store.ts) writes it, read in slices and batches
// of record lines, whole or a step at a time.
import { closeSync, openSync, readSync } from 'node:fs';
import type { Data } from './schema';

/** The snapshot file's content: the data, and the number of the last change it holds. */
export type SnapshotData = Data & { journalSeq?: number };

/** How much of the file one read takes, and how many bytes of record lines one JSON.parse takes. */
export interface SliceSizes {
  readonly chunk: number;
  readonly batch: number;
}
const SLICES: SliceSizes = { chunk: 8 * 1024 * 1024, batch: 1024 * 1024 };
const NEWLINE = 0x0a;
const SPACE = 0x20;
const OPEN_BRACE = 0x7b;
const COMMA = 0x2c;

/**
 * Reads a snapshot laid out as `SnapshotFile.write` writes it: `{`, a line per top-level value
 * (`  "name": value,`), each collection opened by `  "name": [` and closed by `  ]`, with one
 * record per line between (four spaces and `{`). The file is read in slices and the records
 * parsed a megabyte of lines at a time, so that no string of the whole file is made (V8 cannot
 * make one over 512 MB, and one of 460 MB takes twice that in memory). Null when the file is laid
 * out in any other way, or when anything in it does not parse: the caller then reads it whole.
 */
export async function readLaidOut(path: string, sizes: SliceSizes = SLICES): Promise<SnapshotData | null> {
  const reading = new LaidOutReading(path, sizes);
  try {
    while (reading.step());
    return reading.result;
  } finally {
    reading.close();
  }
}

/**
 * `readLaidOut` a step at a time (synchronous reads): each `step` parses one batch of record lines
 * at most, so that a server can answer between steps while it loads its largest collections.
 * `out` holds what was read so far (the top-level values, and each collection's records in its
 * list), `open` the collection being read, `closed` the values read to their end (an empty
 * collection is one line).
 */
export class LaidOutReading {
  readonly out: Record<string, unknown> = {};
  open: string | null = null;
  readonly closed = new Set<string>();
  /** Set when the reading ended: the data, or null when the file is not laid out as `write`'s. */
  result: SnapshotData | null = null;
  private readonly steps: Generator<void, SnapshotData | null, void>;
  private fd: number | null;

  constructor(path: string, sizes: SliceSizes = SLICES) {
    this.fd = openSync(path, 'r');
    this.steps = this.read(this.fd, sizes);
  }

  /** Reads one batch more; false once the reading ended (see `result`). */
  step(): boolean {
    let next: IteratorResult<void, SnapshotData | null>;
    try {
      next = this.steps.next();
    } catch {
      next = { done: true, value: null };
    }
    if (next.done !== true) return true;
    this.result = next.value;
    this.close();
    return false;
  }

  close(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }

  private *read(fd: number, sizes: SliceSizes): Generator<void, SnapshotData | null, void> {
    const out = this.out;
    let collection: unknown[] | null = null;
    let lineNumber = 0;
    /** The closing `}` was read: a file cut short between two collections is not taken for whole. */
    let ended = false;
    /** Record lines of the open collection, and whether the latest had no comma (it must be the last). */
    let records = 0;
    let lastRecord = false;
    /** The latest top-level value ended with a comma: another must follow before `}`. */
    let more = true;
    let bytes = Buffer.alloc(0);
    /** The record lines not parsed yet: a range of `bytes`; `parsed`: a batch was parsed since the last step. */
    let batchStart = -1;
    let batchEnd = -1;
    let parsed = false;
    const parseBatch = () => {
      if (batchStart < 0) return;
      const end = bytes[batchEnd - 1] === COMMA ? batchEnd - 1 : batchEnd;
      for (const record of JSON.parse(`[${bytes.toString('utf8', batchStart, end)}]`) as unknown[]) collection!.push(record);
      batchStart = -1;
      parsed = true;
    };
    /** The line at bytes[start, end); false when the layout is not `write`'s. */
    const line = (start: number, end: number): boolean => {
      lineNumber += 1;
      if (collection) {
        const isRecord = end - start > 5 && bytes[start] === SPACE && bytes[start + 1] === SPACE && bytes[start + 2] === SPACE && bytes[start + 3] === SPACE && bytes[start + 4] === OPEN_BRACE;
        if (isRecord) {
          // Every record line but the collection's last ends with a comma.
          if (lastRecord) return false;
          lastRecord = bytes[end - 1] !== COMMA;
          records += 1;
          if (batchStart < 0) batchStart = start;
          batchEnd = end;
          if (batchEnd - batchStart >= sizes.batch && bytes[end - 1] === COMMA) parseBatch();
          return true;
        }
        const text = bytes.toString('utf8', start, end);
        if ((text !== '  ]' && text !== '  ],') || (records > 0 && !lastRecord)) return false;
        parseBatch();
        collection = null;
        this.closed.add(this.open!);
        this.open = null;
        more = text.endsWith(',');
        return true;
      }
      if (ended) return false;
      const text = bytes.toString('utf8', start, end);
      if (lineNumber === 1) return text === '{';
      if (text === '}') return (ended = !more);
      if (!more) return false;
      const top = /^ {2}("[^"\\]+"): (.+)$/.exec(text);
      if (!top) return false;
      const name = JSON.parse(top[1]!) as string;
      if (top[2] === '[') {
        collection = [];
        records = 0;
        lastRecord = false;
        out[name] = collection;
        this.open = name;
        return true;
      }
      more = top[2]!.endsWith(',');
      out[name] = JSON.parse(more ? top[2]!.slice(0, -1) : top[2]!);
      this.closed.add(name);
      return true;
    };
    const chunk = Buffer.allocUnsafe(sizes.chunk);
    let carried = Buffer.alloc(0);
    for (;;) {
      const bytesRead = readSync(fd, chunk, 0, sizes.chunk, null);
      if (bytesRead === 0) break;
      bytes = carried.length === 0 ? chunk.subarray(0, bytesRead) : Buffer.concat([carried, chunk.subarray(0, bytesRead)]);
      let start = 0;
      for (let end = bytes.indexOf(NEWLINE, start); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
        if (!line(start, end)) return null;
        start = end + 1;
        if (parsed) {
          parsed = false;
          yield;
        }
      }
      // A batch never outlives the bytes it points into.
      parseBatch();
      carried = Buffer.from(bytes.subarray(start));
      if (parsed) {
        parsed = false;
        yield;
      }
    }
    if (carried.length > 0) {
      bytes = carried;
      if (!line(0, carried.length)) return null;
      parseBatch();
    }
    return ended && Array.isArray(out.users) ? (out as unknown as SnapshotData) : null;
  }
}
