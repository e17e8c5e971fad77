// The business's zone kept for the signed-in session, in memory: found once a session (the
// company's address looked up on the zones' map), then read by the clock at every "today". It is
// forgotten when the session ends or another begins (a sign-out, another person or business
// signed in, a role chosen), so no session computes in another's zone; a reload finds it again.
import { ownerIdOf, type KeptTimeZone, type Session, type SessionStore } from '@fieldteam/core';

/** Whose zone it is: the person, their business and their role (choosing a role may set up a business). */
const sessionKey = (session: Session | null): string | null => (session ? `${session.user.id}|${ownerIdOf(session.user)}|${session.user.role}` : null);

export class SessionTimeZone implements KeptTimeZone {
  private kept: { readonly session: string; readonly zone: string } | null = null;

  constructor(private readonly sessions: Pick<SessionStore, 'load' | 'onChange'>) {
    sessions.onChange(() => {
      if (this.kept && this.kept.session !== sessionKey(sessions.load())) this.kept = null;
    });
  }

  zone(): string | null {
    return this.kept?.zone ?? null;
  }

  keep(zone: string): void {
    const session = sessionKey(this.sessions.load());
    this.kept = session === null ? null : { session, zone };
  }
}
