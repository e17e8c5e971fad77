// Records the device keeps for one person each (the road's visits in progress and its visit
// outbox): one storage key per person, `<base>.<userId>`, holding the person's name and the data.
// Reads and writes go to the person signed in now; with no one signed in nothing is read and
// nothing new is kept. Other people's records stay as they are until those people sign in again.
//
// A record of the first version, kept under `<base>` for whoever was signed in, belonged to the
// session stored when the app starts (sign-out used to remove it): that person adopts it when the
// store is made, at start-up; with no one signed in it is dropped.
import { fullName, type SessionStore, type User } from '@fieldteam/core';

interface StoredRecord<T> {
  readonly v: 2;
  readonly person: { readonly name: string };
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

export class PersonRecords<T> {
  constructor(
    private readonly storage: Storage,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly options: PersonRecordsOptions<T>,
  ) {
    this.adoptLegacy(this.signedIn());
  }

  /** The signed-in person's data, or null when there is none or no one is signed in. */
  load(): T | null {
    const user = this.signedIn();
    if (!user) return null;
    return this.readKey(this.keyOf(user.id))?.data ?? null;
  }

  /** Keeps the signed-in person's data (removes their record when it is empty); with no one signed in, nothing. */
  save(data: T): void {
    const user = this.signedIn();
    if (!user) return;
    try {
      if (this.options.isEmpty(data)) {
        this.storage.removeItem(this.keyOf(user.id));
        return;
      }
      const stored: StoredRecord<T> = { v: 2, person: { name: fullName(user) }, data };
      this.storage.setItem(this.keyOf(user.id), JSON.stringify(stored));
    } catch {
      // A full or disabled storage keeps the data for this page only.
    }
  }

  /** Everyone else's records on the device, with the name they were kept under. */
  others(): { readonly name: string; readonly data: T }[] {
    const me = this.signedIn();
    const found: { name: string; data: T }[] = [];
    try {
      for (let i = 0; i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        if (!key?.startsWith(`${this.options.base}.`) || (me && key === this.keyOf(me.id))) continue;
        const record = this.readKey(key);
        if (record && !this.options.isEmpty(record.data)) found.push({ name: record.person.name, data: record.data });
      }
    } catch {
      // Storage that cannot be listed holds nothing we can show.
    }
    return found;
  }

  private signedIn(): User | null {
    return this.sessions.load()?.user ?? null;
  }

  private keyOf(userId: string): string {
    return `${this.options.base}.${userId}`;
  }

  private readKey(key: string): StoredRecord<T> | null {
    try {
      const raw = this.storage.getItem(key);
      if (!raw) return null;
      const stored = JSON.parse(raw) as Partial<StoredRecord<unknown>> | null;
      if (stored?.v !== 2 || typeof stored.person?.name !== 'string') return null;
      const data = this.options.read(stored.data);
      return data === null ? null : { v: 2, person: { name: stored.person.name }, data };
    } catch {
      return null;
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
      if (user && legacy !== null && !this.options.isEmpty(legacy) && this.readKey(this.keyOf(user.id)) === null) {
        const stored: StoredRecord<T> = { v: 2, person: { name: fullName(user) }, data: legacy };
        this.storage.setItem(this.keyOf(user.id), JSON.stringify(stored));
      }
    } catch {
      // Nothing to adopt from a storage that refuses.
    }
  }
}
