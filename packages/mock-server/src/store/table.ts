// One collection in memory: records by key, kept in insertion order, plus secondary indexes
// (records by owner business, by client, by team...). Records are frozen: a change replaces a
// record with a new object, never edits it, so a reader holding a record (across an await, say)
// holds a consistent value that no rollback can detach, and a snapshot of the table is a list of
// references taken in one step.
//
// Only the store writes (`write`), inside a transaction that records the undo log, or while
// loading and replaying the journal.

export interface IndexSpec<R> {
  readonly name: string;
  /** The record's value for the index; null leaves the record out of it. */
  readonly key: (record: R) => string | null;
}

/** Deep-freezes a record (records are small: a few nested lists and objects at most). */
export function freeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) freeze(inner);
  return Object.freeze(value);
}

export class Table<R extends object> {
  private readonly rows = new Map<string, R>();
  private readonly indexes = new Map<string, { spec: IndexSpec<R>; groups: Map<string, Map<string, R>> }>();
  private readonly listeners: Array<(before: R | undefined, after: R | undefined) => void> = [];

  constructor(
    readonly name: string,
    readonly keyOf: (record: R) => string,
    specs: readonly IndexSpec<R>[] = [],
  ) {
    for (const spec of specs) this.indexes.set(spec.name, { spec, groups: new Map() });
  }

  get size(): number {
    return this.rows.size;
  }

  get(key: string): R | undefined {
    return this.rows.get(key);
  }

  values(): IterableIterator<R> {
    return this.rows.values();
  }

  /** The records whose `index` value is `value`, in insertion order. */
  where(index: string, value: string): IterableIterator<R> {
    const entry = this.indexes.get(index);
    if (!entry) throw new Error(`${this.name} has no index "${index}"`);
    return (entry.groups.get(value) ?? EMPTY).values() as IterableIterator<R>;
  }

  count(index: string, value: string): number {
    return this.indexes.get(index)?.groups.get(value)?.size ?? 0;
  }

  /** Calls `listener` after every write, with the record before and after (undefined: absent). */
  onChange(listener: (before: R | undefined, after: R | undefined) => void): void {
    this.listeners.push(listener);
  }

  /** Puts (record) or deletes (undefined) the record at `key`; returns the record it replaced. */
  write(key: string, record: R | undefined): R | undefined {
    const before = this.rows.get(key);
    if (record === undefined) this.rows.delete(key);
    else this.rows.set(key, freeze(record));
    for (const { spec, groups } of this.indexes.values()) {
      const was = before ? spec.key(before) : null;
      const is = record ? spec.key(record) : null;
      // Same group: replaced in place, so the group keeps its order.
      if (was !== null && was !== is) {
        const group = groups.get(was);
        group?.delete(key);
        if (group?.size === 0) groups.delete(was);
      }
      if (is !== null) {
        let group = groups.get(is);
        if (!group) {
          group = new Map();
          groups.set(is, group);
        }
        group.set(key, record!);
      }
    }
    for (const listener of this.listeners) listener(before, record);
    return before;
  }

  clear(): void {
    const all = [...this.rows.keys()];
    for (const key of all) this.write(key, undefined);
  }
}

const EMPTY: ReadonlyMap<string, never> = new Map<string, never>();
