// One collection in memory: records by key, kept in insertion order, plus secondary indexes
// (records by owner business, by client, by team...). Records are frozen: a change replaces a
// record with a new object, never edits it, so a reader holding a record (across an await, say)
// holds a consistent value that no rollback can detach, and a snapshot of the table is a list of
// references taken in one step.
//
// Every write advances the table's clock, and each index group it touches (the group it leaves
// and the group it joins) takes the clock's value as its stamp: an answer built from a group can
// keep the group's stamp and know, by comparing it later, whether the group changed since.
//
// Only the store writes (`write`), inside a transaction that records the undo log, or while
// loading and replaying the journal.
//
// An index is built on its first use, or before the table's first write after loading, in one
// pass over the records in the table's order: a start loads the records only (at 100,000 clients
// the indexes of 2 million records were most of the start), and the server builds the rest once it
// answers, a slice of records per tick (`buildSome`); a use or a write finishes a build under way.
// Built before any write, an index's groups are in the order they would have had if built while
// loading.

export interface IndexSpec<R> {
  readonly name: string;
  /** The record's value for the index; null leaves the record out of it. */
  readonly key: (record: R) => string | null;
  /**
   * false: the index keeps only each value's stamp, not its records (for a value nobody lists the
   * records of, such as the business of 1.7 million visits, whose changes answers must still see).
   */
  readonly records?: boolean;
}

/** Deep-freezes a record (records are small: a few nested lists and objects at most). */
export function freeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  // Object.values rather than for...in: half the time over two million records at start.
  const inner: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
  for (let i = 0; i < inner.length; i += 1) {
    const item = inner[i];
    if (typeof item === 'object' && item !== null) freeze(item);
  }
  return Object.freeze(value);
}

interface Group<R> {
  /** The table's clock at the group's last change. */
  stamp: number;
  readonly records: Map<string, R>;
}

interface Index<R> {
  readonly spec: IndexSpec<R>;
  built: boolean;
  /** A build under way: the records still to go through, and the stamp its groups take. */
  progress: { readonly rows: Iterator<[string, R]>; readonly stamp: number } | null;
  /** Records by value (`records` indexes). */
  readonly groups: Map<string, Group<R>>;
  /** Stamps by value (stamp-only indexes). */
  readonly stamps: Map<string, number>;
}

/**
 * Puts a record into an index under `stamp`. `restamp`: a group it joins is marked as changed (a
 * write); a build does not (its groups' stamps are the build's own).
 */
function place<R>(entry: Index<R>, key: string, record: R, stamp: number, restamp: boolean): void {
  const is = entry.spec.key(record);
  if (is === null) return;
  if (entry.spec.records === false) {
    entry.stamps.set(is, stamp);
    return;
  }
  const group = entry.groups.get(is);
  if (!group) entry.groups.set(is, { stamp, records: new Map([[key, record]]) });
  else {
    if (restamp) group.stamp = stamp;
    group.records.set(key, record);
  }
}

export class Table<R extends object> {
  private readonly rows = new Map<string, R>();
  private readonly indexes = new Map<string, Index<R>>();
  private readonly listeners: Array<(before: R | undefined, after: R | undefined) => void> = [];
  private clock = 0;
  /** Set while the table's records are still being loaded (a staged start): finishes the loading. */
  private loading: (() => void) | null = null;

  constructor(
    readonly name: string,
    readonly keyOf: (record: R) => string,
    specs: readonly IndexSpec<R>[] = [],
  ) {
    for (const spec of specs) this.indexes.set(spec.name, { spec, built: false, progress: null, groups: new Map(), stamps: new Map() });
  }

  /**
   * Marks the table as still loading (a staged start): any read or write of it first calls
   * `finish`, which must load the rest and then call `loaded()`; so nothing is ever answered from
   * part of the records.
   */
  loadingUntil(finish: () => void): void {
    this.loading = finish;
  }

  loaded(): void {
    this.loading = null;
  }

  get size(): number {
    if (this.loading !== null) this.loading();
    return this.rows.size;
  }

  get(key: string): R | undefined {
    if (this.loading !== null) this.loading();
    return this.rows.get(key);
  }

  values(): IterableIterator<R> {
    if (this.loading !== null) this.loading();
    return this.rows.values();
  }

  /** The records whose `index` value is `value`, in insertion order. */
  where(index: string, value: string): IterableIterator<R> {
    if (this.loading !== null) this.loading();
    return (this.listed(index).groups.get(value)?.records ?? EMPTY).values() as IterableIterator<R>;
  }

  count(index: string, value: string): number {
    if (this.loading !== null) this.loading();
    return this.listed(index).groups.get(value)?.records.size ?? 0;
  }

  /**
   * The stamp of the records whose `index` value is `value`: it changes with every write that adds
   * one, changes one or takes one away, and with nothing else. 0 while there are none (in a
   * records index) or none was ever written (in a stamp-only one).
   */
  stampOf(index: string, value: string): number {
    if (this.loading !== null) this.loading();
    const entry = this.indexOf(index);
    return entry.spec.records === false ? (entry.stamps.get(value) ?? 0) : (entry.groups.get(value)?.stamp ?? 0);
  }

  /** Calls `listener` after every write, with the record before and after (undefined: absent). */
  onChange(listener: (before: R | undefined, after: R | undefined) => void): void {
    this.listeners.push(listener);
  }

  /** Puts (record) or deletes (undefined) the record at `key`; returns the record it replaced. */
  write(key: string, record: R | undefined): R | undefined {
    if (this.loading !== null) this.loading();
    this.buildIndexes();
    const before = this.rows.get(key);
    if (record === undefined) this.rows.delete(key);
    else this.rows.set(key, freeze(record));
    const stamp = ++this.clock;
    for (const entry of this.indexes.values()) {
      const { spec, groups, stamps } = entry;
      const was = before ? spec.key(before) : null;
      if (was !== null && spec.records === false) stamps.set(was, stamp);
      // Same group: replaced in place, so the group keeps its order.
      else if (was !== null && was !== (record ? spec.key(record) : null)) {
        const group = groups.get(was);
        if (group) {
          group.records.delete(key);
          group.stamp = stamp;
          if (group.records.size === 0) groups.delete(was);
        }
      }
      if (record) place(entry, key, record, stamp, true);
    }
    for (const listener of this.listeners) listener(before, record);
    return before;
  }

  /**
   * Adds a record while the table is loaded (the data file at start, the development reset): a
   * write, refused when the key is taken. `frozen: false` leaves the freezing to the loader (the
   * store freezes a start's records once it answers); nothing changes a record either way.
   */
  load(key: string, record: R, frozen = true): void {
    if (this.rows.has(key)) throw new Error(`${this.name}: two records have the key ${key}`);
    this.rows.set(key, frozen ? freeze(record) : record);
    const stamp = ++this.clock;
    for (const entry of this.indexes.values()) if (entry.built) place(entry, key, record, stamp, true);
    for (const listener of this.listeners) listener(undefined, record);
  }

  clear(): void {
    if (this.loading !== null) this.loading();
    const all = [...this.rows.keys()];
    for (const key of all) this.write(key, undefined);
  }

  /** Builds the indexes not built yet; true when there was one to build. */
  buildIndexes(): boolean {
    if (this.loading !== null) this.loading();
    let any = false;
    for (const entry of this.indexes.values()) {
      if (entry.built) continue;
      this.build(entry, Infinity);
      any = true;
    }
    return any;
  }

  /**
   * Goes through up to `records` records for the next index not built yet (one step of a build
   * spread over several ticks); false when every index is built.
   */
  buildSome(records: number): boolean {
    if (this.loading !== null) return false;
    for (const entry of this.indexes.values()) {
      if (entry.built) continue;
      this.build(entry, records);
      return true;
    }
    return false;
  }

  private build(entry: Index<R>, records: number): void {
    // A stamp of its own: an answer's earlier look at the index could not have seen it.
    entry.progress ??= { rows: this.rows.entries(), stamp: ++this.clock };
    const { rows, stamp } = entry.progress;
    for (let n = 0; n < records; n += 1) {
      const next = rows.next();
      if (next.done === true) {
        entry.built = true;
        entry.progress = null;
        return;
      }
      const [key, record] = next.value;
      place(entry, key, record, stamp, false);
    }
  }

  private indexOf(index: string): Index<R> {
    const entry = this.indexes.get(index);
    if (!entry) throw new Error(`${this.name} has no index "${index}"`);
    if (!entry.built) this.build(entry, Infinity);
    return entry;
  }

  private listed(index: string): Index<R> {
    const entry = this.indexOf(index);
    if (entry.spec.records === false) throw new Error(`${this.name}'s index "${index}" keeps no records`);
    return entry;
  }
}

const EMPTY: ReadonlyMap<string, never> = new Map<string, never>();
