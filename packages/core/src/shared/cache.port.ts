// Cached business data between page loads (company, staff lists, clients, the road's day).
// Every record belongs to one person of one business: it is written with their scope and read
// back only with the same scope, so a list loaded by one person is never shown to the next one
// who signs in on the device. Values must be plain JSON data.

/** Whose cached record it is: the person who loaded it and the business it belongs to. */
export interface CacheScope {
  readonly userId: string;
  readonly ownerId: string;
}

export interface Cache {
  /** The record kept under `key` for this scope; null when there is none, or it is someone else's. */
  read<T>(key: string, scope: CacheScope): T | null;
  /**
   * Keeps `value` for this scope. The cache may refuse it (dropped without a word) when the scope
   * is not the session signed in on the device: an answer that arrives after its sign-out.
   */
  write(key: string, value: unknown, scope: CacheScope): void;
  remove(key: string): void;
}

export const sameCacheScope = (a: CacheScope | null, b: CacheScope | null): boolean =>
  a !== null && b !== null && a.userId === b.userId && a.ownerId === b.ownerId;
