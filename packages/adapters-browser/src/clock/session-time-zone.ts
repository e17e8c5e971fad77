// The business's zone kept for the signed-in session: found once a session (the company's address
// looked up on the zones' map), then read by the clock at every "today". It is forgotten when the
// session ends or another begins (a sign-out, another person or business signed in, a role
// chosen), so no session computes in another's zone.
//
// It is also written to the session's cache, so that a reload, or the app opened again the next
// morning with the session kept, draws its dated pages at once instead of waiting for the company
// and the zones' map first; the cache is the session's own and is emptied at sign-out. Pages that
// show the zone ask for it again (LoadBusinessTimeZone.execute), which keeps it current when the
// business's address moves.
import { cacheScopeOf, ownerIdOf, type Cache, type KeptTimeZone, type Session, type SessionStore } from '@fieldteam/core';

/** Whose zone it is: the person, their business and their role (choosing a role may set up a business). */
const sessionKey = (session: Session | null): string | null => (session ? `${session.user.id}|${ownerIdOf(session.user)}|${session.user.role}` : null);

const CACHE_KEY = 'business-time-zone';

interface Kept {
  readonly session: string;
  readonly zone: string;
}

const isKept = (value: unknown): value is Kept =>
  typeof value === 'object' && value !== null && typeof (value as Kept).session === 'string' && typeof (value as Kept).zone === 'string' && (value as Kept).zone !== '';

export class SessionTimeZone implements KeptTimeZone {
  private kept: Kept | null = null;

  constructor(
    private readonly sessions: Pick<SessionStore, 'load' | 'onChange'>,
    /** Where the zone outlives a reload; none keeps it in memory only. */
    private readonly cache: Pick<Cache, 'read' | 'write'> | null = null,
  ) {
    sessions.onChange(() => {
      if (this.kept && this.kept.session !== sessionKey(sessions.load())) this.kept = null;
    });
  }

  zone(): string | null {
    if (this.kept === null) this.kept = this.stored();
    return this.kept?.zone ?? null;
  }

  keep(zone: string): void {
    const session = this.sessions.load();
    const key = sessionKey(session);
    this.kept = key === null ? null : { session: key, zone };
    if (session && this.kept) this.cache?.write(CACHE_KEY, this.kept, cacheScopeOf(session.user));
  }

  /** The zone a previous page load kept for this very session, if any. */
  private stored(): Kept | null {
    const session = this.sessions.load();
    if (!session || !this.cache) return null;
    const stored = this.cache.read<unknown>(CACHE_KEY, cacheScopeOf(session.user));
    return isKept(stored) && stored.session === sessionKey(session) ? stored : null;
  }
}
