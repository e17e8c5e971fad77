// A collection's data service: reads by key and by index, and writes that only a transaction may
// make (each write is recorded in the transaction's undo log and journal).
import type { Table } from './table';

const LABELS: Readonly<Record<string, string>> = {
  users: 'Person',
  sessions: 'Session',
  codes: 'Code',
  outbox: 'Mail',
  companies: 'Business',
  services: 'Service',
  collaborators: 'Collaborator',
  teams: 'Team',
  clients: 'Client',
  visits: 'Visit',
  attachedServices: 'Service',
  reports: 'Report',
};

/**
 * A change named a record that is not there (any more): a parallel request removed it between
 * the route's check and its change. Answered as a refusal (400), like any unknown id.
 */
export class RecordNotFound extends Error {
  constructor(collection: string) {
    super(`${LABELS[collection] ?? 'Record'} not found.`);
  }
}

/** A change would add a record whose key is taken (a parallel request added it first): 400. */
export class DuplicateRecord extends Error {
  constructor(collection: string) {
    super(`${LABELS[collection] ?? 'Record'} already exists.`);
  }
}

export interface JournalOp {
  /** The collection. */
  readonly c: string;
  /** The record's key. */
  readonly k: string;
  /** The record after the change; null when it was deleted. */
  readonly r: unknown;
}

export interface Transaction {
  readonly undo: Array<() => void>;
  readonly ops: JournalOp[];
}

/** Hands a repository the transaction in progress (set only while a change runs). */
export interface TransactionSource {
  readonly current: Transaction | null;
}

export class Repository<R extends object> {
  constructor(
    protected readonly table: Table<R>,
    private readonly transactions: TransactionSource,
  ) {}

  get size(): number {
    return this.table.size;
  }

  get(key: string): R | undefined {
    return this.table.get(key);
  }

  all(): IterableIterator<R> {
    return this.table.values();
  }

  /** The records with `value` in `index`, in insertion order. */
  where(index: string, value: string): R[] {
    return [...this.table.where(index, value)];
  }

  count(index: string, value: string): number {
    return this.table.count(index, value);
  }

  /** Changes whenever a record with `value` in `index` is added, changed or removed (Table.stampOf). */
  stampOf(index: string, value: string): number {
    return this.table.stampOf(index, value);
  }

  find(predicate: (record: R) => boolean): R | undefined {
    for (const record of this.table.values()) if (predicate(record)) return record;
    return undefined;
  }

  insert(record: R): R {
    const key = this.table.keyOf(record);
    if (this.table.get(key)) throw new DuplicateRecord(this.table.name);
    this.write(key, record);
    return record;
  }

  /** Replaces a record with a copy carrying the changes; returns the new record. */
  update(key: string, changes: Partial<R> | ((record: R) => Partial<R>)): R {
    const before = this.table.get(key);
    if (!before) throw new RecordNotFound(this.table.name);
    const patch = typeof changes === 'function' ? changes(before) : changes;
    const after = { ...before, ...patch } as R;
    if (this.table.keyOf(after) !== key) throw new Error(`${this.table.name}: a change may not change the key`);
    this.write(key, after);
    return after;
  }

  /** Puts a whole record, new or not. */
  put(record: R): R {
    this.write(this.table.keyOf(record), record);
    return record;
  }

  remove(key: string): void {
    if (this.table.get(key)) this.write(key, undefined);
  }

  removeWhere(index: string, value: string): void {
    for (const record of this.where(index, value)) this.remove(this.table.keyOf(record));
  }

  private write(key: string, record: R | undefined): void {
    const tx = this.transactions.current;
    if (!tx) throw new Error(`${this.table.name}: a write must happen inside store.transact()`);
    const before = this.table.write(key, record);
    tx.undo.push(() => this.table.write(key, before));
    tx.ops.push({ c: this.table.name, k: key, r: record ?? null });
  }
}
