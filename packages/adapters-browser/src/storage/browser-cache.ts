// Cached company data and lists, each under its own key, each record stored with the scope it
// belongs to (the person who loaded it and their business) and read back only with that scope.
//
// The cache is open for one scope at a time: the session signed in on the device. The session
// store opens it at sign-in (and at start-up for a stored session) and closes it as soon as a
// sign-out begins. A closed cache, or one open for someone else, refuses writes: an answer that
// arrives after its sign-out (a slow list, the road's day) is dropped instead of being left on the
// device for the next person. Opening it for another person drops what anyone else left.
//
// A write is kept in memory and put into storage in idle time (serialising a large client list is
// slow on a phone). Reads see the writes not yet stored; leaving or hiding the page stores them at
// once; remove and close drop them too. Unreadable entries read as missing.
import { sameCacheScope, type Cache, type CacheScope } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';

/** Schedules the storing of pending writes; returns a function that cancels it. */
export type CacheFlushScheduler = (flush: () => void) => () => void;

/** In the browser's next idle period (at most 2 s away), or after a short timeout where there is no requestIdleCallback. */
export const idleFlush: CacheFlushScheduler = (flush) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(flush, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(flush, 50);
  return () => clearTimeout(id);
};

/** Stores each write at once. */
export const immediateFlush: CacheFlushScheduler = (flush) => {
  flush();
  return () => {};
};

/** A record as stored: whose it is, and the value. */
interface StoredEntry {
  readonly v: 2;
  readonly userId: string;
  readonly ownerId: string;
  readonly data: unknown;
}

const isStoredEntry = (value: unknown): value is StoredEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Record<keyof StoredEntry, unknown>>;
  return entry.v === 2 && typeof entry.userId === 'string' && typeof entry.ownerId === 'string' && 'data' in entry;
};

export class BrowserCache implements Cache {
  private readonly pending = new Map<string, StoredEntry>();
  private flushScheduled = false;
  private cancelFlush: (() => void) | null = null;
  /** The session the cache is open for; null while no one is signed in or a sign-out runs. */
  private openFor: CacheScope | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly schedule: CacheFlushScheduler = idleFlush,
  ) {
    if (typeof addEventListener === 'function' && typeof document !== 'undefined') {
      addEventListener('pagehide', () => this.flush());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') this.flush();
      });
    }
  }

  /**
   * Opens the cache for the session signed in now. Records of anyone else (another person, or
   * the same person in another business) are dropped: the device is someone else's now.
   */
  open(scope: CacheScope): void {
    if (sameCacheScope(this.openFor, scope)) return;
    this.openFor = { userId: scope.userId, ownerId: scope.ownerId };
    for (const [name, entry] of this.pending) if (!sameCacheScope(entry, scope)) this.pending.delete(name);
    for (const key of this.storedKeys()) {
      const entry = this.parse(this.storage.getItem(key));
      if (!entry || !sameCacheScope(entry, scope)) this.storage.removeItem(key);
    }
  }

  read<T>(name: string, scope: CacheScope): T | null {
    if (!sameCacheScope(this.openFor, scope)) return null;
    const entry = this.pending.get(name) ?? this.parse(this.storage.getItem(STORAGE_KEYS.cachePrefix + name));
    if (!entry || !sameCacheScope(entry, scope)) return null;
    return (this.pending.has(name) ? structuredClone(entry.data) : entry.data) as T;
  }

  write(name: string, value: unknown, scope: CacheScope): void {
    // Refused: an answer for a session that has ended (or is ending), or for another person.
    if (!sameCacheScope(this.openFor, scope)) return;
    this.pending.set(name, { v: 2, userId: scope.userId, ownerId: scope.ownerId, data: value });
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const cancel = this.schedule(() => this.flush());
    if (this.flushScheduled) this.cancelFlush = cancel; // not when it stored them already
  }

  remove(name: string): void {
    this.pending.delete(name);
    this.storage.removeItem(STORAGE_KEYS.cachePrefix + name);
  }

  /** A sign-out has begun: drops every record and refuses writes until the cache is opened again. */
  clearAll(): void {
    this.openFor = null;
    this.pending.clear();
    this.stopFlush();
    for (const key of this.storedKeys()) this.storage.removeItem(key);
  }

  /** Stores every pending write now. */
  flush(): void {
    this.stopFlush();
    for (const [name, entry] of this.pending) {
      // Only what belongs to the session still open (close drops the rest; this is a second lock).
      if (!sameCacheScope(this.openFor, entry)) continue;
      try {
        this.storage.setItem(STORAGE_KEYS.cachePrefix + name, JSON.stringify(entry));
      } catch {
        // A full or disabled storage only loses the cache.
      }
    }
    this.pending.clear();
  }

  private parse(raw: string | null): StoredEntry | null {
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isStoredEntry(value) ? value : null;
    } catch {
      return null;
    }
  }

  private storedKeys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key?.startsWith(STORAGE_KEYS.cachePrefix)) keys.push(key);
    }
    return keys;
  }

  private stopFlush(): void {
    this.flushScheduled = false;
    this.cancelFlush?.();
    this.cancelFlush = null;
  }
}
