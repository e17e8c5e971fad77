// Who is calling: the e-mail and token of the documented protocol (path or body), or a bearer
// token in the Authorization header. A wrong pair, or a session past its idle or absolute
// lifetime, is a 401.
import type { Request } from 'express';
import { sha256 } from '../security/tokens';
import { unauthorized } from '../http/http-error';
import type { SessionRecord, UserRecord } from '../store/schema';
import type { Store } from '../store/store';

export interface Caller {
  readonly user: UserRecord;
  readonly token: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long a session lives: 7 days without use, 30 days at most. */
export interface SessionPolicy {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

export const SESSION_POLICY: SessionPolicy = { idleMs: 7 * DAY_MS, absoluteMs: 30 * DAY_MS };

const asString = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case, RFC 9110). */
export function bearerToken(req: Request): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match ? match[1] : undefined;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = (store: Store, email: string): UserRecord | undefined => store.users.byEmail(email);

const bodyOf = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;

/**
 * Checks callers' sessions. A session's last use is kept in memory, not written (a read must not
 * write the data file): after a restart, idle time counts from the restart, while the absolute
 * lifetime still counts from the stored sign-in.
 */
export class Authenticator {
  private readonly lastUse = new Map<string, number>();
  private readonly startedAt: number;

  constructor(
    private readonly store: Store,
    private readonly now: () => Date,
    readonly policy: SessionPolicy = SESSION_POLICY,
  ) {
    this.startedAt = now().getTime();
  }

  /**
   * Authenticates the request from its e-mail (path or body) and its tokens: the path or body
   * token and the bearer header, either of which may be that person's live session.
   */
  authenticate(req: Request): Caller {
    const body = bodyOf(req);
    const email = asString(req.params.email) ?? asString(body.email);
    const user = email ? this.store.users.byEmail(email) : undefined;
    if (!user) throw unauthorized();
    const now = this.now().getTime();
    for (const token of [asString(req.params.token) ?? asString(body.token), bearerToken(req)]) {
      if (token === undefined) continue;
      const tokenHash = sha256(token);
      const session = this.store.sessions.get(tokenHash);
      if (session && session.userId === user.id && this.isLive(session, now)) {
        this.lastUse.set(tokenHash, now);
        return { user, token };
      }
    }
    throw unauthorized();
  }

  isLive(session: SessionRecord, now = this.now().getTime()): boolean {
    const created = Date.parse(session.createdAt);
    const lastUse = this.lastUse.get(session.tokenHash) ?? Math.max(created, this.startedAt);
    return now - created < this.policy.absoluteMs && now - lastUse < this.policy.idleMs;
  }

  /** Forgets every session's last use (the development reset). */
  clear(): void {
    this.lastUse.clear();
  }

  /** A session just signed in. */
  started(tokenHash: string): void {
    this.lastUse.set(tokenHash, this.now().getTime());
  }

  /** Sessions that ended (sign-out, password change, expiry). */
  ended(tokenHashes: Iterable<string>): void {
    for (const hash of tokenHashes) this.lastUse.delete(hash);
  }
}

/** The calls that are not signed in: credentials in their bodies are not theirs to check. */
const PUBLIC_CALLS = new Set(['/login', '/register', '/request', '/change-pasword']);

/**
 * Credentials before the body's rules: a signed-in POST or PUT whose body carries an e-mail and a
 * token is authenticated before its fields are checked, so a wrong token is 401 whatever else the
 * body holds. A body without credentials is checked first, so a body missing fields is 400. The
 * public calls ignore a `token` field.
 */
export function credentialsFirst(auth: Authenticator, isOperation: (method: string, path: string) => boolean) {
  return (req: Request, _res: unknown, next: (error?: unknown) => void): void => {
    const body = bodyOf(req);
    const publicCall = PUBLIC_CALLS.has(req.path.replace(/\/+$/, ''));
    if ((req.method === 'POST' || req.method === 'PUT') && !publicCall && asString(body.email) && asString(body.token) && isOperation(req.method, req.path)) {
      try {
        auth.authenticate(req);
      } catch (error) {
        next(error);
        return;
      }
    }
    next();
  };
}
