// SessionStore on localStorage. The stored record is versioned; anything unreadable (corrupt
// JSON, an old shape, storage disabled) means "signed out", never a crash.
// The session drives the cache: the cache is open for the session stored (at start-up and at each
// sign-in, which drops what anyone else left) and closed as soon as the session is cleared, so a
// list that arrives after a sign-out is never kept. Visit work not yet sent (the outbox, the visits
// in progress) is the person's own and is not touched here: sign-out asks about it (Logout), and a
// session the server ends keeps it for that person.
import { cacheScopeOf, isActivationState, isRole, type Session, type SessionStore } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';
import type { BrowserCache } from './browser-cache';

interface StoredSession {
  v: 1;
  session: Session;
}

const isSession = (value: unknown): value is Session => {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as { token?: unknown; user?: Record<string, unknown> };
  const u = s.user;
  return (
    typeof s.token === 'string' &&
    s.token.length > 0 &&
    typeof u === 'object' &&
    u !== null &&
    typeof u.id === 'string' &&
    typeof u.email === 'string' &&
    isRole(u.role) &&
    isActivationState(u.activation)
  );
};

export class LocalStorageSessionStore implements SessionStore {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: Storage,
    private readonly cache: Pick<BrowserCache, 'open' | 'clearAll'>,
  ) {
    const stored = this.load();
    if (stored) cache.open(cacheScopeOf(stored.user));
    else cache.clearAll(); // what a session left when it was not cleared (a closed tab mid-sign-out)
  }

  load(): Session | null {
    try {
      const raw = this.storage.getItem(STORAGE_KEYS.session);
      if (!raw) return null;
      const stored = JSON.parse(raw) as Partial<StoredSession>;
      return stored.v === 1 && isSession(stored.session) ? stored.session : null;
    } catch {
      return null;
    }
  }

  save(session: Session): void {
    const stored: StoredSession = { v: 1, session };
    this.storage.setItem(STORAGE_KEYS.session, JSON.stringify(stored));
    this.cache.open(cacheScopeOf(session.user));
    this.listeners.forEach((listener) => listener());
  }

  clear(): void {
    // The cache closes first: from here on, an answer that arrives is not kept.
    this.cache.clearAll();
    try {
      this.storage.removeItem(STORAGE_KEYS.session);
    } catch {
      // A storage that refuses holds no session either.
    }
    this.listeners.forEach((listener) => listener());
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
