// Cached company data and lists, each under its own key, all dropped on logout. Unreadable
// entries read as missing. A write is kept in memory and put into storage in idle time:
// serialising a list of 10,000 clients and storing it took ~100 ms on a phone-speed CPU, between
// the list's answer and its first rows (npm run bench:web). Reads see the writes not yet stored;
// leaving or hiding the page stores them at once; remove and clearAll drop them too, so signing
// out leaves nothing to be written afterwards.
import type { Cache } from '@fieldteam/core';
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

export class BrowserCache implements Cache {
  private readonly pending = new Map<string, unknown>();
  private flushScheduled = false;
  private cancelFlush: (() => void) | null = null;

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

  read<T>(name: string): T | null {
    if (this.pending.has(name)) return structuredClone(this.pending.get(name)) as T;
    try {
      const raw = this.storage.getItem(STORAGE_KEYS.cachePrefix + name);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  }

  write(name: string, value: unknown): void {
    this.pending.set(name, value);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    const cancel = this.schedule(() => this.flush());
    if (this.flushScheduled) this.cancelFlush = cancel; // not when it stored them already
  }

  remove(name: string): void {
    this.pending.delete(name);
    this.storage.removeItem(STORAGE_KEYS.cachePrefix + name);
  }

  clearAll(): void {
    this.pending.clear();
    this.stopFlush();
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key?.startsWith(STORAGE_KEYS.cachePrefix)) keys.push(key);
    }
    keys.forEach((key) => this.storage.removeItem(key));
  }

  /** Stores every pending write now. */
  flush(): void {
    this.stopFlush();
    for (const [name, value] of this.pending) {
      try {
        this.storage.setItem(STORAGE_KEYS.cachePrefix + name, JSON.stringify(value));
      } catch {
        // A full or disabled storage only loses the cache.
      }
    }
    this.pending.clear();
  }

  private stopFlush(): void {
    this.flushScheduled = false;
    this.cancelFlush?.();
    this.cancelFlush = null;
  }
}
