// The mock server's data: one repository per collection over in-memory tables with indexes, and
// the one way to change them, `transact`. A change runs synchronously and records an undo log of
// the records it touches: if it throws, exactly its own writes are undone (no copy of the data,
// no other request's write lost). Its writes then go to the persistence as one journal line, and
// the promise resolves once that line is durable.
//
// Routes read through the repositories; `data`, `update` and `replace` are for tests, seeding and
// the development reset (a lint rule keeps routes off them).
import { ClientsRepository } from './clients.repository';
import { Repository, type JournalOp, type Transaction, type TransactionSource } from './repository';
import { type COLLECTIONS, emptyData, type AttachedServiceRecord, type ClientRecord, type CodeRecord, type CollaboratorRecord, type CompanyRecord, type Data, type MailRecord, type ServiceRecord, type SessionRecord, type TaskReportRecord, type TeamRecord, type UserRecord, type VisitRecord } from './schema';
import { freeze, Table } from './table';

export type CollectionName = (typeof COLLECTIONS)[number];

/** Where committed changes go: a journal on disk, or nowhere (memory). */
export interface Persistence {
  /** Makes one change's journal line durable; resolves when it is. */
  append(line: string): Promise<void>;
  /** Replaces everything on disk with the store's state (the development reset). */
  rewrite(): Promise<void>;
  close(): Promise<void>;
}

/** Keeps nothing: the store lives in memory only (tests, the contract suite). */
export class MemoryPersistence implements Persistence {
  append(): Promise<void> {
    return Promise.resolve();
  }
  rewrite(): Promise<void> {
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** A consistent copy of the state: lists of the (frozen) records, and the last change's number. */
export interface Snapshot {
  readonly seq: number;
  readonly data: Data;
}

const byId = (r: { id: string }) => r.id;

export interface StoreOptions {
  /**
   * The data's records are the store's to keep (freshly parsed from the data file): they are
   * frozen where they are instead of copied first, and the strings many records repeat (a
   * business's id, a client's id in its visits, a date, a status) are made one string each. Both
   * are left for `finishLoadingSome` (the server's first answer needs neither; at 100,000 clients
   * they were 3 s of the start): records are never changed in place, so a record read before it
   * is frozen holds the same values after.
   */
  readonly owned?: boolean;
}

/** The fields whose values many records repeat, by collection (a start keeps one copy of each value). */
const SHARED_FIELDS: Partial<Record<CollectionName, readonly string[]>> = {
  teams: ['id', 'ownerId', 'createdAt'],
  clients: ['id', 'ownerId', 'teamId', 'createdById', 'createdAt', 'serviceTime', 'period'],
  visits: ['ownerId', 'clientId', 'date', 'time', 'status'],
  attachedServices: ['ownerId', 'clientId', 'serviceId', 'name', 'createdAt'],
  reports: ['ownerId', 'clientId', 'collaboratorName', 'observation'],
};

/**
 * Makes each of `fields`' string values one string across records: `last` holds each field's
 * latest value (records come in runs, such as a client's visits: a comparison is cheaper than a
 * lookup), `shared` every value seen.
 */
function shareStrings(record: Record<string, unknown>, fields: readonly string[], last: string[], shared: Map<string, string>): void {
  for (let i = 0; i < fields.length; i += 1) {
    const value = record[fields[i]!];
    if (typeof value !== 'string') continue;
    if (value === last[i]) {
      record[fields[i]!] = last[i];
      continue;
    }
    let one = shared.get(value);
    if (one === undefined) shared.set(value, (one = value));
    else record[fields[i]!] = one;
    last[i] = one;
  }
}

/** Records a start loaded as they were parsed: still to share the strings of, and to freeze. */
interface Unsettled {
  readonly rows: Iterator<object>;
  readonly fields: readonly string[];
  readonly last: string[];
}

/**
 * The rest of a staged start (`Store.loadLater`): the collections not loaded when the server began
 * answering, read a batch at a time.
 */
export interface LaterLoad {
  /** Puts the next batch of records into the store (`Store.loadMore`); false once all are in. */
  step(): boolean;
  /** The loading failed (a bad record, a file that stopped parsing): the start fails with it. */
  failed(error: unknown): void;
}

export class Store implements TransactionSource {
  current: Transaction | null = null;
  private seq: number;
  private persistence: Persistence = new MemoryPersistence();
  private materialized: Data | null = null;
  /** The tables whose loaded records are not frozen yet (an owned start's), and the strings shared so far. */
  private unsettled: Unsettled[] = [];
  private shared = new Map<string, string>();
  /** A staged start's collections still loading, and who waits for them. */
  private later: { readonly load: LaterLoad; readonly names: readonly CollectionName[]; readonly waiting: Array<() => void>; failed: boolean } | null = null;

  readonly users: UsersRepository;
  readonly sessions: Repository<SessionRecord>;
  readonly codes: Repository<CodeRecord>;
  readonly outbox: Repository<MailRecord>;
  readonly companies: Repository<CompanyRecord>;
  readonly services: Repository<ServiceRecord>;
  readonly collaborators: Repository<CollaboratorRecord>;
  readonly teams: Repository<TeamRecord>;
  readonly clients: ClientsRepository;
  readonly visits: Repository<VisitRecord>;
  readonly attachedServices: Repository<AttachedServiceRecord>;
  readonly reports: Repository<TaskReportRecord>;
  private readonly tables: ReadonlyMap<CollectionName, Table<object>>;

  constructor(data: Data = emptyData(), seq = 0, options: StoreOptions = {}) {
    const owner = { name: 'owner', key: (r: { ownerId: string }) => r.ownerId };
    const client = { name: 'client', key: (r: { clientId: string }) => r.clientId };
    const users = new Table<UserRecord>('users', byId, [
      { name: 'email', key: (u) => u.email },
      // Usernames are unique whatever their capitals, as e-mails are.
      { name: 'username', key: (u) => u.username.toLowerCase() },
      { name: 'business', key: (u) => u.createdById },
    ]);
    const sessions = new Table<SessionRecord>('sessions', (s) => s.tokenHash, [{ name: 'user', key: (s) => s.userId }]);
    const codes = new Table<CodeRecord>('codes', (c) => codeKey(c.userId, c.purpose), [{ name: 'user', key: (c) => c.userId }]);
    const outbox = new Table<MailRecord>('outbox', byId, [{ name: 'to', key: (m) => m.to }]);
    const companies = new Table<CompanyRecord>('companies', (c) => c.ownerId, [{ name: 'businessId', key: (c) => c.businessId }]);
    const services = new Table<ServiceRecord>('services', byId, [owner]);
    const collaborators = new Table<CollaboratorRecord>('collaborators', byId, [owner]);
    const teams = new Table<TeamRecord>('teams', byId, [owner]);
    const clients = new Table<ClientRecord>('clients', byId, [owner, { name: 'team', key: (c) => c.teamId }]);
    // Nobody lists a business's visits at once (a client's, or a day's): the owner index keeps
    // only its stamps, for the answers built from them.
    const visits = new Table<VisitRecord>('visits', byId, [{ ...owner, records: false }, client, { name: 'ownerDay', key: (v) => ownerDay(v.ownerId, v.date) }]);
    const attachedServices = new Table<AttachedServiceRecord>('attachedServices', byId, [owner, client]);
    const reports = new Table<TaskReportRecord>('reports', byId, [
      owner,
      client,
      { name: 'visit', key: (r) => r.visitId },
      { name: 'task', key: (r) => r.taskId },
    ]);
    this.tables = new Map<CollectionName, Table<object>>([
      ['users', users],
      ['sessions', sessions],
      ['codes', codes],
      ['outbox', outbox],
      ['companies', companies],
      ['services', services],
      ['collaborators', collaborators],
      ['teams', teams],
      ['clients', clients],
      ['visits', visits],
      ['attachedServices', attachedServices],
      ['reports', reports],
    ] as Array<[CollectionName, Table<object>]>);
    this.users = new UsersRepository(users, this);
    this.sessions = new Repository(sessions, this);
    this.codes = new Repository(codes, this);
    this.outbox = new Repository(outbox, this);
    this.companies = new Repository(companies, this);
    this.services = new Repository(services, this);
    this.collaborators = new Repository(collaborators, this);
    this.teams = new Repository(teams, this);
    this.clients = new ClientsRepository(clients, this);
    this.visits = new Repository(visits, this);
    this.attachedServices = new Repository(attachedServices, this);
    this.reports = new Repository(reports, this);
    for (const table of this.tables.values()) table.onChange(() => (this.materialized = null));
    this.load(data, options.owned === true);
    this.seq = seq;
  }

  /** Number of the last change (journal lines carry it). */
  get lastSeq(): number {
    return this.seq;
  }

  /** Sends committed changes to `persistence` from now on. */
  persistTo(persistence: Persistence): void {
    this.persistence = persistence;
  }

  close(): Promise<void> {
    return this.persistence.close();
  }

  /**
   * Runs `change` (synchronous: no await inside) as one atomic change. If it throws, its writes
   * are undone and the error is thrown on; otherwise its writes are journalled and the promise
   * resolves with its result once they are durable.
   */
  transact<T>(change: () => T): Promise<T> {
    if (this.current) throw new Error('store.transact() inside another transact()');
    const tx: Transaction = { undo: [], ops: [] };
    this.current = tx;
    let result: T;
    try {
      result = change();
      if (result instanceof Promise) throw new Error('store.transact() takes a synchronous change');
    } catch (error) {
      for (let i = tx.undo.length - 1; i >= 0; i -= 1) tx.undo[i]!();
      throw error;
    } finally {
      this.current = null;
    }
    this.seq += 1;
    const line = `${JSON.stringify({ seq: this.seq, ops: tx.ops })}\n`;
    return this.persistence.append(line).then(() => result);
  }

  /**
   * Does up to `records` records' worth of what a start left for later: first the loaded records'
   * shared strings and freezing (an owned start's), then the indexes not built yet (the tables
   * build theirs on first use otherwise); false once all is done. A server calls it a tick at a
   * time once it answers, so that requests are answered between the slices.
   */
  finishLoadingSome(records = 20_000): boolean {
    if (this.later) {
      this.loadSome();
      return this.later === null || !this.later.failed;
    }
    if (this.settleSome(records)) return true;
    for (const table of this.tables.values()) if (table.buildSome(records)) return true;
    return false;
  }

  /**
   * A staged start: the collections `names` (empty until then) are loaded by `load`, a batch per
   * `finishLoadingSome`, after the store begins answering. Any read or write of one of them loads
   * the rest at once first (answers never see part of a collection); `whenLoaded` waits without
   * blocking. An owned store only (the records are the store's as parsed).
   */
  loadLater(names: readonly CollectionName[], load: LaterLoad): void {
    this.later = { load, names, waiting: [], failed: false };
    for (const name of names) this.tables.get(name)!.loadingUntil(() => this.finishLoading());
  }

  /** Adds records of a collection `loadLater` named, as parsed (they are frozen later). */
  loadMore(name: CollectionName, records: readonly object[]): void {
    const table = this.tables.get(name)!;
    for (const record of records) table.load(table.keyOf(record), record, false);
  }

  /** Null once every collection is loaded; else a promise of that (never settled if the loading fails). */
  whenLoaded(): Promise<void> | null {
    const later = this.later;
    if (later === null) return null;
    return new Promise((resolve) => later.waiting.push(resolve));
  }

  /** Loads everything `loadLater` left, now (a read or write of a collection still loading). */
  private finishLoading(): void {
    while (this.later && !this.later.failed) this.loadSome();
    if (this.later?.failed) throw new Error('the data file could not be loaded');
  }

  private loadSome(): void {
    const later = this.later!;
    if (later.failed) return;
    let more: boolean;
    try {
      more = later.load.step();
    } catch (error) {
      later.failed = true;
      later.load.failed(error);
      return;
    }
    if (more) return;
    this.later = null;
    for (const name of later.names) {
      const table = this.tables.get(name)!;
      table.loaded();
      const fields = SHARED_FIELDS[name] ?? [];
      this.unsettled.push({ rows: table.values(), fields, last: fields.map(() => '') });
    }
    for (const resolve of later.waiting) resolve();
  }

  /** Shares the strings of and freezes up to `records` loaded records; false when none was left. */
  private settleSome(records: number): boolean {
    if (this.unsettled.length === 0) return false;
    for (let n = 0; n < records; ) {
      const next = this.unsettled[0];
      if (!next) break;
      const row = next.rows.next();
      if (row.done === true) {
        this.unsettled.shift();
        continue;
      }
      n += 1;
      // A record written since the start is frozen already (and its strings are its own).
      if (Object.isFrozen(row.value)) continue;
      shareStrings(row.value as Record<string, unknown>, next.fields, next.last, this.shared);
      freeze(row.value);
    }
    if (this.unsettled.length === 0) this.shared = new Map();
    return true;
  }

  /** Applies a journal line's changes (at start, replaying the journal). */
  replay(seq: number, ops: readonly JournalOp[]): void {
    for (const op of ops) {
      const table = this.tables.get(op.c as CollectionName);
      if (!table) throw new Error(`the journal names an unknown collection "${op.c}"`);
      table.write(op.k, op.r === null ? undefined : (op.r as object));
    }
    this.seq = Math.max(this.seq, seq);
  }

  /** The state as lists of records, taken in one step (records are frozen: it stays consistent). */
  snapshot(): Snapshot {
    return { seq: this.seq, data: this.collect() };
  }

  /** The whole state as the data file's shape, read-only (tests and the development reset). */
  get data(): Readonly<Data> {
    this.materialized ??= this.collect();
    return this.materialized;
  }

  /**
   * Changes a mutable copy of the data and applies the difference as one transaction (tests and
   * seeding: set-ups that are easier to write as edits of the whole).
   */
  update<T>(change: (data: Data) => T): Promise<T> {
    const draft = structuredClone(this.collect()) as Data;
    const result = change(draft);
    return this.transact(() => {
      for (const [name, table] of this.tables) {
        const next = new Map((draft[name] as object[]).map((record) => [table.keyOf(record), record]));
        for (const record of [...table.values()]) {
          const key = table.keyOf(record);
          if (!next.has(key)) this.repository(name).remove(key);
        }
        for (const [key, record] of next) {
          const before = table.get(key);
          if (!before || JSON.stringify(before) !== JSON.stringify(record)) this.repository(name).put(record);
        }
      }
      return result;
    });
  }

  /** Replaces all the data (the development reset) and rewrites it on disk. */
  async replace(data: Data): Promise<void> {
    this.load(data, false);
    this.seq += 1;
    await this.persistence.rewrite();
  }

  private load(data: Data, owned: boolean): void {
    if (this.later) this.finishLoading();
    // A reset while a start's records are being settled: the new records are settled here.
    this.unsettled = [];
    this.shared = new Map();
    for (const [name, table] of this.tables) {
      table.clear();
      const fields = SHARED_FIELDS[name] ?? [];
      const last = fields.map(() => '');
      for (const given of data[name] as object[]) {
        if (owned) {
          table.load(table.keyOf(given), given, false);
          continue;
        }
        const record = structuredClone(given) as Record<string, unknown>;
        shareStrings(record, fields, last, this.shared);
        table.load(table.keyOf(record), record);
      }
      if (owned) this.unsettled.push({ rows: table.values(), fields, last });
    }
    if (!owned) this.shared = new Map();
  }

  private collect(): Data {
    const data = emptyData() as unknown as Record<string, unknown>;
    for (const [name, table] of this.tables) data[name] = [...table.values()];
    return data as unknown as Data;
  }

  private repository(name: CollectionName): Repository<object> {
    return this[name] as unknown as Repository<object>;
  }
}

export const codeKey = (userId: string, purpose: string): string => `${userId}:${purpose}`;
export const ownerDay = (ownerId: string, date: string): string => `${ownerId}|${date}`;

export class UsersRepository extends Repository<UserRecord> {
  /** The person with this e-mail (compared trimmed and in lower case). */
  byEmail(email: string): UserRecord | undefined {
    return this.where('email', email.trim().toLowerCase())[0];
  }

  /** The people a business owner created (managers and leaders). */
  staffOf(ownerId: string, role?: UserRecord['role']): UserRecord[] {
    const staff = this.where('business', ownerId);
    return role === undefined ? staff : staff.filter((u) => u.role === role);
  }
}

/** A store that lives in memory only: tests and the contract suite use it. */
export function createMemoryStore(data: Data = emptyData()): Store {
  return new Store(data);
}
