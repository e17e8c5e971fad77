// In-memory SessionStore for tests.
import type { SessionStore } from '../account/session-store.port';
import type { Session } from '../account/user.entity';

export class MemorySessionStore implements SessionStore {
  clearCount = 0;
  private readonly listeners = new Set<() => void>();
  constructor(public session: Session | null = null) {}
  load(): Session | null {
    return this.session;
  }
  save(session: Session): void {
    this.session = session;
    this.listeners.forEach((listener) => listener());
  }
  clear(): void {
    this.session = null;
    this.clearCount += 1;
    this.listeners.forEach((listener) => listener());
  }
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
