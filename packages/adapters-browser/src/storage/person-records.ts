// Records the device keeps for one person each (the road's visits in progress, its visit outbox,
// the last day move): one storage key per person, `<base>.<userId>`, holding the time it was last
// written and the data. Reads and writes go to the person signed in now; with no one signed in
// nothing is read and nothing new is kept. What happens to a person's records when their session
// ends is browser-kept-work.ts's: sealed for them, or removed.
//
// A record is dropped once it has not been written for KEPT_WORK_BOUND_MS, whoever's it is: read
// past its bound, or found so when the store is made (at start-up).
//
// Older records: one of the second version (the person's name and the data, no time) is the
// signed-in person's to adopt, stamped now; one of the first, kept under `<base>` for whoever was
// signed in, belonged to the session stored when the app starts: that person adopts it when the
// store is made; with no one signed in it is dropped.
import type { SessionStore, User } from '@fieldteam/core';
import { KEPT_WORK_BOUND_MS } from './storage-keys';

interface StoredRecord<T> {
  readonly v: 3;
  /** When it was last written (ms since the epoch). */
  readonly keptAt: number;
  readonly data: T;
}

export interface PersonRecordsOptions<T> {
  /** The product key the person's id is appended to. */
  readonly base: string;
  /** The data from a stored value of this version, or null when it is not one. */
  readonly read: (data: unknown) => T | null;
  /** The data from a first-version record, or null when it is not one. */
  readonly readLegacy: (raw: unknown) => T | null;
  readonly isEmpty: (data: T) => boolean;
}

/** When a stored person record was last written, or null when it is not one of this version. */
export function keptAtOf(raw: string | null): number | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredRecord<unknown>> | null;
    return stored?.v === 3 && typeof stored.keptAt === 'number' ? stored.keptAt : null;
  } catch {
    return null;
  }
}

export class PersonRecords<T> {
  constructor(
    private readonly storage: Storage,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly options: PersonRecordsOptions<T>,
    private readonly now: () => number = Date.now,
  ) {
    this.adoptLegacy(this.signedIn());
    this.dropExpired();
  }

  /** The signed-in person's data, or null when there is none, it is past its bound, or no one is signed in. */
  load(): T | null {
    const user = this.signedIn();
    if (!user) return null;
    const key = this.keyOf(user.id);
    try {
      const raw = this.storage.getItem(key);
      if (!raw) return null;
      const stored = JSON.parse(raw) as { v?: unknown; keptAt?: unknown; person?: { name?: unknown } | null; data?: unknown } | null;
      if (stored?.v === 2 && typeof stored.person?.name === 'string') {
        const adopted = this.options.read(stored.data);
        if (adopted !== null) this.write(key, adopted);
        return adopted;
      }
      if (stored?.v !== 3 || typeof stored.keptAt !== 'number') return null;
      if (this.expired(stored.keptAt)) {
        this.storage.removeItem(key);
        return null;
      }
      return this.options.read(stored.data);
    } catch {
      return null;
    }
  }

  /** Keeps the signed-in person's data (removes their record when it is empty); with no one signed in, nothing. */
  save(data: T): void {
    const user = this.signedIn();
    if (!user) return;
    try {
      if (this.options.isEmpty(data)) this.storage.removeItem(this.keyOf(user.id));
      else this.write(this.keyOf(user.id), data);
    } catch {
      // A full or disabled storage keeps the data for this page only.
    }
  }

  private write(key: string, data: T): void {
    const stored: StoredRecord<T> = { v: 3, keptAt: this.now(), data };
    this.storage.setItem(key, JSON.stringify(stored));
  }

  private expired(keptAt: number): boolean {
    return this.now() - keptAt > KEPT_WORK_BOUND_MS;
  }

  private signedIn(): User | null {
    return this.sessions.load()?.user ?? null;
  }

  private keyOf(userId: string): string {
    return `${this.options.base}.${userId}`;
  }

  /** Everyone's records past their bound. */
  private dropExpired(): void {
    try {
      const expired: string[] = [];
      for (let i = 0; i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        if (!key?.startsWith(`${this.options.base}.`)) continue;
        const keptAt = keptAtOf(this.storage.getItem(key));
        if (keptAt !== null && this.expired(keptAt)) expired.push(key);
      }
      expired.forEach((key) => this.storage.removeItem(key));
    } catch {
      // Nothing to drop from a storage that refuses.
    }
  }

  private adoptLegacy(user: User | null): void {
    try {
      const raw = this.storage.getItem(this.options.base);
      if (raw === null) return;
      this.storage.removeItem(this.options.base);
      let legacy: T | null = null;
      try {
        legacy = this.options.readLegacy(JSON.parse(raw));
      } catch {
        legacy = null;
      }
      if (user && legacy !== null && !this.options.isEmpty(legacy) && this.storage.getItem(this.keyOf(user.id)) === null) this.write(this.keyOf(user.id), legacy);
    } catch {
      // Nothing to adopt from a storage that refuses.
    }
  }
}
