// Where the signed-in session lives between page loads (browser storage in the app).
import type { Session } from './user.entity';

export interface SessionStore {
  /** The stored session, or null when there is none or it cannot be read. */
  load(): Session | null;
  save(session: Session): void;
  /** Removes the session and every cached business list kept for it. */
  clear(): void;
  /** Tells `listener` each time a session is saved (a sign-in, a role chosen) or cleared; returns how to stop. */
  onChange(listener: () => void): () => void;
}
