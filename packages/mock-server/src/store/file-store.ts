// The data file on disk: a snapshot in lowdb's JSON format (`db.json`, readable
// and editable by hand while the server is stopped) and an append-only journal beside it
// (`db.json.journal`, one JSON line per change).
//
// - A change is acknowledged only once its line is on disk: the lines of one tick are written
//   with one append and one fdatasync (group commit).
// - When the journal grows past a limit it is folded into a new snapshot in the background: the
//   journal is first set aside (`db.json.journal.old`) and a new one started, then the snapshot
//   of that moment is written to a temporary file, fsynced, renamed over `db.json`, the folder
//   fsynced, and the old journal deleted. A crash at any step leaves files a start can read.
// - A start reads the snapshot, checks every record, replays the old journal and the journal
//   (lines already in the snapshot are skipped), drops a torn last line (reported), and folds
//   what it replayed into a fresh snapshot before answering anything.
// - The server's start with nothing to replay is staged: it answers once the people,
//   sessions, codes, mails and companies are read, and reads the business data after.
import { open, readFile, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { Low, type Adapter } from 'lowdb';
import { recordProblem } from './record-checks';
import { COLLECTIONS, emptyData, migrate, type Data } from './schema';
import { Store, type CollectionName, type Persistence } from './store';
import type { JournalOp } from './repository';
import { lockDataFile, realPathOf } from './process-lock';

export class DataFileError extends Error {}

/** The snapshot file's content: the data, and the number of the last change it holds. */
type SnapshotData = Data & { journalSeq?: number };

const RECORDS_PER_WRITE = 2000;

async function fsyncFolder(path: string): Promise<void> {
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * lowdb's adapter for the snapshot: reads the JSON document, and writes it durably (temporary
 * file, fsync, rename, fsync of the folder), a collection's records a line each, a few thousand
 * records per write so that a large snapshot does not hold the event loop.
 */
export class SnapshotFile implements Adapter<SnapshotData> {
  constructor(readonly path: string) {}

  async read(): Promise<SnapshotData | null> {
    if (!existsSync(this.path)) return null;
    // The file as `write` lays it out is read a slice of lines at a time; any other layout (a
    // file edited by hand) is read whole.
    const laidOut = await readLaidOut(this.path);
    if (laidOut) return laidOut;
    const text = await readFile(this.path, 'utf8');
    if (text.trim() === '') {
      throw new DataFileError(`The data file ${this.path} is empty. Delete it or run "npm run seed -w @fieldteam/mock-server" to recreate the demo data.`);
    }
    try {
      return JSON.parse(text) as SnapshotData;
    } catch (error) {
      throw new DataFileError(
        `The data file ${this.path} is corrupt (${(error as Error).message}). It was left untouched; fix it, delete it, or run "npm run seed -w @fieldteam/mock-server".`,
      );
    }
  }

  async write(data: SnapshotData): Promise<void> {
    const temporary = `${this.path}.tmp`;
    const file = await open(temporary, 'w');
    try {
      await file.write(`{\n  "version": ${JSON.stringify(data.version)},\n  "journalSeq": ${JSON.stringify(data.journalSeq ?? 0)}`);
      for (const name of COLLECTIONS) {
        const records = data[name] as readonly unknown[];
        await file.write(`,\n  ${JSON.stringify(name)}: [`);
        for (let start = 0; start < records.length; start += RECORDS_PER_WRITE) {
          const chunk = records.slice(start, start + RECORDS_PER_WRITE).map((r, i) => `${start + i === 0 ? '' : ','}\n    ${JSON.stringify(r)}`);
          await file.write(chunk.join(''));
        }
        await file.write(records.length === 0 ? ']' : '\n  ]');
      }
      await file.write('\n}\n');
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, this.path);
    await fsyncFolder(this.path);
  }
}

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

interface Pending {
  readonly line: string;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export interface JournalOptions {
  /**
   * Fold the journal into the snapshot once it is this large (bytes). Default: 16 MB, or half
   * the snapshot when that is more (a large snapshot is not rewritten for a few changes).
   */
  readonly compactAt?: number;
  readonly log?: (line: string) => void;
  /** Told after each append and fsync, with the number of changes it carried (tests, the bench). */
  readonly onFlush?: (changes: number) => void;
}

/** The journal: group commit of the changes' lines, and compaction into the snapshot. */
export class JournalFile implements Persistence {
  private pending: Pending[] = [];
  private flushScheduled = false;
  /** File work runs one step at a time: appends, the switch to a new journal, closing. */
  private chain: Promise<void> = Promise.resolve();
  private compacting: Promise<void> | null = null;
  private failed: unknown = null;
  private snapshotBytes = 0;

  private constructor(
    private readonly snapshot: SnapshotFile,
    private readonly store: Store,
    private file: FileHandle,
    private bytes: number,
    private readonly options: JournalOptions,
  ) {}

  static async open(snapshot: SnapshotFile, store: Store, options: JournalOptions = {}): Promise<JournalFile> {
    const file = await open(`${snapshot.path}.journal`, 'a');
    const { size } = await file.stat();
    const journal = new JournalFile(snapshot, store, file, size, options);
    journal.snapshotBytes = existsSync(snapshot.path) ? (await stat(snapshot.path)).size : 0;
    return journal;
  }

  private get compactAt(): number {
    return this.options.compactAt ?? Math.max(16 * 1024 * 1024, this.snapshotBytes / 2);
  }

  append(line: string): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ line, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // Every change made in this tick goes out in the same append and fsync.
        setImmediate(() => {
          this.flushScheduled = false;
          this.chain = this.chain.then(() => this.flush());
        });
      }
    });
  }

  /** Folds the journal into a new snapshot now (the development reset, and tests). */
  rewrite(): Promise<void> {
    return this.compact();
  }

  async close(): Promise<void> {
    await this.chain;
    await this.compacting;
    await this.file.close();
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    const text = batch.map((p) => p.line).join('');
    try {
      await this.file.write(text);
      await this.file.datasync();
    } catch (error) {
      // The disk refused a write: no later change could be acknowledged honestly. Fail them all;
      // the process should stop (the journal on disk is the truth at the next start).
      this.failed = error;
      this.options.log?.(`the journal could not be written (${(error as Error).message}); no further change is accepted`);
      for (const p of batch) p.reject(error);
      return;
    }
    this.bytes += Buffer.byteLength(text);
    this.options.onFlush?.(batch.length);
    for (const p of batch) p.resolve();
    if (this.bytes >= this.compactAt && !this.compacting) void this.compact().catch(() => undefined);
  }

  private compact(): Promise<void> {
    this.compacting ??= (async () => {
      const journal = `${this.snapshot.path}.journal`;
      const old = `${journal}.old`;
      let snapshot!: ReturnType<Store['snapshot']>;
      // Set the journal aside and start a new one between two appends; the snapshot is taken in
      // the same step, so it holds every line of the old journal (later lines go to the new one).
      const switched = this.chain.then(async () => {
        await this.file.close();
        await rename(journal, old);
        this.file = await open(journal, 'a');
        this.bytes = 0;
        await fsyncFolder(journal);
        snapshot = this.store.snapshot();
      });
      this.chain = switched.then(
        () => undefined,
        () => undefined,
      );
      await switched;
      await new Low<SnapshotData>(this.snapshot, { ...snapshot.data, journalSeq: snapshot.seq }).write();
      await unlink(old);
      await fsyncFolder(journal);
      this.snapshotBytes = (await stat(this.snapshot.path)).size;
    })()
      .catch((error: unknown) => {
        this.options.log?.(`compaction failed: ${(error as Error).message}`);
        throw error;
      })
      .finally(() => {
        this.compacting = null;
      });
    return this.compacting;
  }
}

// ---------------------------------------------------------------- start

export interface OpenedStore {
  readonly store: Store;
  /** What the start found and did (a torn line dropped, lines replayed), for the console. */
  readonly notes: readonly string[];
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The data for a file that does not exist yet. */
  readonly seed: () => Promise<Data>;
  readonly journal?: JournalOptions;
  /** Take the one-process lock (the server does; a test of the files alone may not). */
  readonly lock?: boolean;
  /** A staged start (the server's): see `StagedStart`. */
  readonly staged?: StagedStart;
}

/**
 * A start that opens the store before its largest collections are read: the file is
 * read up to the first of `later` that has records, the store opens with what was read, and the
 * rest is read a batch at a time by `Store.finishLoadingSome` (requests are answered between the
 * batches; a read or write of a collection still loading loads the rest at once first). Only a
 * file laid out as the server writes it, with every other collection before those, and with
 * nothing in the journal to replay; any other start reads everything first, as before.
 */
export interface StagedStart {
  /** The collections that may be read after the store opens. */
  readonly later: readonly CollectionName[];
  /** The rest of the file could not be read (a bad record: the same message as before opening). */
  readonly failed: (error: unknown) => void;
  readonly sizes?: SliceSizes;
}

/** Checks every record of every collection; the first bad one stops the start. */
export function checkRecords(data: Data, file: string): void {
  for (const name of COLLECTIONS) checkSome(name, data[name] as unknown[], 0, file);
}

/** Checks records of `name` whose first is its `first`-th. */
function checkSome(name: CollectionName, records: readonly unknown[], first: number, file: string): void {
  for (let i = 0; i < records.length; i += 1) {
    const problem = recordProblem(name, records[i]);
    if (problem) {
      throw new DataFileError(
        `The data file ${file} has a bad record: ${name}[${first + i}]: ${problem}. Nothing was changed; fix or remove that record, or run "npm run seed -w @fieldteam/mock-server".`,
      );
    }
  }
}

const isEmptyFile = (file: string) => !existsSync(file) || statSync(file).size === 0;

/**
 * The first part of a staged start: the file read up to the first collection that may wait. Null
 * when the start cannot be staged (the caller reads the file as before); `whole` when the reading
 * reached the end anyway.
 */
function readFirstPart(path: string, staged: StagedStart): { whole: SnapshotData } | { first: Data; seq: number; rest: readonly CollectionName[]; reading: LaidOutReading } | null {
  if (!existsSync(path) || !isEmptyFile(`${path}.journal`) || !isEmptyFile(`${path}.journal.old`)) return null;
  const later = new Set<string>(staged.later);
  const reading = new LaidOutReading(path, staged.sizes);
  while (!(reading.open !== null && later.has(reading.open)) && reading.step());
  if (reading.open === null) {
    reading.close();
    return reading.result === null ? null : { whole: reading.result };
  }
  const rest = COLLECTIONS.filter((name) => !reading.closed.has(name));
  if (rest.some((name) => !later.has(name)) || typeof reading.out.journalSeq !== 'number') {
    reading.close();
    return null;
  }
  const first: Record<string, unknown> = { ...reading.out };
  for (const name of rest) first[name] = [];
  try {
    return { first: migrate(first), seq: reading.out.journalSeq, rest, reading };
  } catch {
    // Read as before, for the same message.
    reading.close();
    return null;
  }
}

/** The rest of a staged start: each batch read is checked and put into the store. */
function readTheRest(path: string, store: Store, reading: LaidOutReading, rest: readonly CollectionName[]): () => boolean {
  const loaded = new Map<CollectionName, number>(rest.map((name) => [name, 0]));
  const take = (name: CollectionName, records: readonly unknown[]) => {
    const first = loaded.get(name)!;
    checkSome(name, records, first, path);
    store.loadMore(name, records as object[]);
    loaded.set(name, first + records.length);
  };
  return () => {
    const more = reading.step();
    for (const name of rest) {
      const records = reading.out[name];
      if (!Array.isArray(records) || records.length === 0) continue;
      take(name, records);
      // The reading keeps adding to the same list.
      records.length = 0;
    }
    if (more || reading.result !== null) return more;
    // Past its first part the file is not laid out as the server writes it (edited by hand): it is
    // read whole, as such a file always was; the records read so far are its first ones.
    let whole: Data;
    try {
      whole = migrate(JSON.parse(readFileSync(path, 'utf8')));
    } catch (error) {
      throw new DataFileError(`The data file ${path} is corrupt (${(error as Error).message}). It was left untouched.`);
    }
    checkRecords(whole, path);
    for (const name of rest) store.loadMore(name, (whole[name] as object[]).slice(loaded.get(name)));
    return false;
  };
}

interface JournalLine {
  readonly seq: number;
  readonly ops: readonly JournalOp[];
}

/** The journal's lines; a last line cut short by a crash is dropped and reported. */
async function readJournal(path: string, notes: string[]): Promise<JournalLine[]> {
  if (!existsSync(path)) return [];
  const text = await readFile(path, 'utf8');
  const lines = text.split('\n');
  const last = lines.pop();
  const out: JournalLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    try {
      out.push(JSON.parse(lines[i]!) as JournalLine);
    } catch {
      throw new DataFileError(`The journal ${path} is corrupt at line ${i + 1}. It was left untouched.`);
    }
  }
  if (last !== undefined && last !== '') {
    // A line without its newline was being written when the process died: it was never acknowledged.
    notes.push(`dropped a torn last line of ${path} (${Buffer.byteLength(last)} bytes): a change that was never acknowledged`);
  }
  return out;
}

/**
 * Opens the store on its data file: takes the lock, reads and checks the snapshot (or seeds a
 * missing one), replays the journals, and journals every change from then on.
 */
export async function openFileStore(dbFile: string, options: OpenOptions): Promise<OpenedStore> {
  mkdirSync(dirname(dbFile), { recursive: true });
  const release = options.lock === false ? async () => undefined : await lockDataFile(dbFile);
  try {
    const path = realPathOf(dbFile);
    const snapshotFile = new SnapshotFile(path);
    const notes: string[] = [];
    const firstPart = options.staged ? readFirstPart(path, options.staged) : null;
    if (firstPart && 'first' in firstPart) {
      const { first, seq, rest, reading } = firstPart;
      try {
        checkRecords(first, path);
        const store = new Store(first, seq, { owned: true });
        const step = readTheRest(path, store, reading, rest);
        store.loadLater(rest, { step, failed: options.staged!.failed });
        return await journaled(store, notes, snapshotFile, options, async () => {
          reading.close();
          await release();
        });
      } catch (error) {
        reading.close();
        throw error;
      }
    }
    const read = firstPart ? firstPart.whole : await snapshotFile.read();
    let data: Data;
    let seq = 0;
    if (read === null) {
      data = await options.seed();
      notes.push(`created ${path} with the demo data`);
    } else {
      try {
        data = migrate(read);
      } catch (error) {
        throw new DataFileError(`The data file ${path} is corrupt (${(error as Error).message}). It was left untouched.`);
      }
      seq = typeof read.journalSeq === 'number' ? read.journalSeq : 0;
    }
    checkRecords(data, path);
    // The records were just parsed (or seeded) for this store: it keeps them as they are.
    const store = new Store(data, seq, { owned: true });

    const journal = `${path}.journal`;
    const lines = [...(await readJournal(`${journal}.old`, notes)), ...(await readJournal(journal, notes))];
    let replayed = 0;
    for (const line of lines) {
      if (line.seq <= seq) continue;
      for (const op of line.ops) {
        const problem = op.r === null ? null : recordProblem(op.c as CollectionName, op.r);
        if (problem) throw new DataFileError(`The journal ${journal} has a bad record (change ${line.seq}, ${op.c} ${op.k}): ${problem}. It was left untouched.`);
      }
      store.replay(line.seq, line.ops);
      replayed += 1;
    }
    if (replayed > 0) notes.push(`replayed ${replayed} change${replayed === 1 ? '' : 's'} from the journal`);

    // A fresh snapshot of what was seeded or replayed; the journals then start empty.
    if (read === null || replayed > 0) {
      const snapshot = store.snapshot();
      await new Low<SnapshotData>(snapshotFile, { ...snapshot.data, journalSeq: snapshot.seq }).write();
    }
    for (const file of [`${journal}.old`, journal]) if (existsSync(file)) await unlink(file);
    await fsyncFolder(path);

    return await journaled(store, notes, snapshotFile, options, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** The store opened: every write goes to its journal from now on; closing ends the journal, then `release`s the rest. */
async function journaled(store: Store, notes: string[], snapshotFile: SnapshotFile, options: OpenOptions, release: () => Promise<void>): Promise<OpenedStore> {
  const persistence = await JournalFile.open(snapshotFile, store, options.journal);
  store.persistTo(persistence);
  return {
    store,
    notes,
    close: async () => {
      await persistence.close();
      await release();
    },
  };
}

/** The journal's size in bytes (0 when there is none), for tests and the bench. */
export async function journalSize(dbFile: string): Promise<number> {
  const file = `${realPathOf(dbFile)}.journal`;
  return existsSync(file) ? (await stat(file)).size : 0;
}

export { emptyData };
