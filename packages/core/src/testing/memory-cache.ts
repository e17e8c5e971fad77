// In-memory Cache for tests.
import type { Cache } from '../shared/cache.port';

export class MemoryCache implements Cache {
  readonly entries = new Map<string, unknown>();
  /** Starts with these entries, as a device that cached them on an earlier visit. */
  constructor(entries: Readonly<Record<string, unknown>> = {}) {
    for (const [key, value] of Object.entries(entries)) this.write(key, value);
  }
  read<T>(key: string): T | null {
    return (this.entries.get(key) as T | undefined) ?? null;
  }
  write(key: string, value: unknown): void {
    this.entries.set(key, structuredClone(value));
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
}
