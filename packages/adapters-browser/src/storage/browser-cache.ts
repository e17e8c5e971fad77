// Cached company data and lists, each under its own key, all dropped on logout. Unreadable
// entries read as missing.
import type { Cache } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';

export class BrowserCache implements Cache {
  constructor(private readonly storage: Storage) {}

  read<T>(name: string): T | null {
    try {
      const raw = this.storage.getItem(STORAGE_KEYS.cachePrefix + name);
      return raw ? (JSON.parse(raw) as T) : null;
    } catch {
      return null;
    }
  }

  write(name: string, value: unknown): void {
    try {
      this.storage.setItem(STORAGE_KEYS.cachePrefix + name, JSON.stringify(value));
    } catch {
      // A full or disabled storage only loses the cache.
    }
  }

  remove(name: string): void {
    this.storage.removeItem(STORAGE_KEYS.cachePrefix + name);
  }

  clearAll(): void {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key?.startsWith(STORAGE_KEYS.cachePrefix)) keys.push(key);
    }
    keys.forEach((key) => this.storage.removeItem(key));
  }
}
