// In-memory Cache for tests: each record kept with its scope and read back only with the same one.
import { sameCacheScope, type Cache, type CacheScope } from '../shared/cache.port';

export interface MemoryCacheEntry {
  readonly scope: CacheScope | null;
  readonly value: unknown;
}

export class MemoryCache implements Cache {
  readonly entries = new Map<string, MemoryCacheEntry>();
  /** Starts with these entries, as a device that cached them on an earlier visit (for `scope`, or for nobody in particular). */
  constructor(entries: Readonly<Record<string, unknown>> = {}, scope: CacheScope | null = null) {
    for (const [key, value] of Object.entries(entries)) this.entries.set(key, { scope, value: structuredClone(value) });
  }
  read<T>(key: string, scope: CacheScope): T | null {
    const entry = this.entries.get(key);
    return entry && sameCacheScope(entry.scope, scope) ? (structuredClone(entry.value) as T) : null;
  }
  write(key: string, value: unknown, scope: CacheScope): void {
    this.entries.set(key, { scope, value: structuredClone(value) });
  }
  /** What is kept under `key`, whoever it belongs to (for assertions). */
  peek(key: string): unknown {
    return this.entries.get(key)?.value ?? null;
  }
  remove(key: string): void {
    this.entries.delete(key);
  }
}
