// SessionStore on localStorage. The stored record is versioned; anything unreadable (corrupt
// JSON, an old shape, storage disabled) means "signed out", never a crash. clear() also drops
// every cached business list and what the road screen kept for the person signing out (visits in
// progress, visit actions waiting for the network): the next person on the device must not see
// or replay them.
import { isActivationState, isRole, type Session, type SessionStore } from '@fieldteam/core';
import { STORAGE_KEYS } from './storage-keys';
import type { BrowserCache } from './browser-cache';

/** What belongs to the signed-in person, besides the cached lists. */
const SIGNED_IN_KEYS = [STORAGE_KEYS.session, STORAGE_KEYS.inProgressVisits, STORAGE_KEYS.visitOutbox] as const;

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
  constructor(
    private readonly storage: Storage,
    private readonly cache: Pick<BrowserCache, 'clearAll'>,
  ) {}

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
  }

  clear(): void {
    try {
      for (const key of SIGNED_IN_KEYS) this.storage.removeItem(key);
    } finally {
      this.cache.clearAll();
    }
  }
}
