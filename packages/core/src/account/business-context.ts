// What every business call needs: the caller's credentials and the owner id of the business
// (the user's own id for an owner, createdById for a manager or leader), whose cached records it
// may read, and the guard that business use cases start with.
import type { CacheScope } from '../shared/cache.port';
import type { NotSignedIn } from '../shared/failures';
import { notSignedIn } from '../shared/failures';
import { err, ok, type Err, type Result } from '../shared/result';
import type { SessionStore } from './session-store.port';
import { cacheScopeOf, credentialsOf, ownerIdOf, type Credentials, type Session, type UserId } from './user.entity';

export interface BusinessContext {
  readonly session: Session;
  readonly credentials: Credentials;
  readonly ownerId: UserId;
  /** Whose cached records this session reads and writes. */
  readonly cacheScope: CacheScope;
}

export function businessContext(sessions: Pick<SessionStore, 'load'>): Result<BusinessContext, NotSignedIn> {
  const session = sessions.load();
  if (!session) return err(notSignedIn);
  return ok({ session, credentials: credentialsOf(session), ownerId: ownerIdOf(session.user), cacheScope: cacheScopeOf(session.user) });
}

/**
 * Runs `use` with the signed-in business, or answers NOT_SIGNED_IN without running it. The
 * session is read when this is called, not later, so checks done before it still come first.
 */
export function withBusiness<R>(sessions: Pick<SessionStore, 'load'>, use: (context: BusinessContext) => Promise<R>): Promise<R | Err<NotSignedIn>> {
  const context = businessContext(sessions);
  return context.ok ? use(context.value) : Promise.resolve(context);
}
