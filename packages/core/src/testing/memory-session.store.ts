// In-memory SessionStore for tests.
import type { SessionStore } from '../account/session-store.port';
import type { Session } from '../account/user.entity';

export class MemorySessionStore implements SessionStore {
  clearCount = 0;
  constructor(public session: Session | null = null) {}
  load(): Session | null {
    return this.session;
  }
  save(session: Session): void {
    this.session = session;
  }
  clear(): void {
    this.session = null;
    this.clearCount += 1;
  }
}
