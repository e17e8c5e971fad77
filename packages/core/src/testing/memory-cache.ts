// In-memory Cache for tests.
import type { Cache } from '../shared/cache.port';

export class MemoryCache implements Cache {
  readonly entries = new Map<string, unknown>();
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
