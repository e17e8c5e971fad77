// Who is calling: the e-mail and token of the documented protocol (path or body), or a
// bearer token in the Authorization header. A wrong pair is a 401.
import type { Request } from 'express';
import { sha256 } from '../security/tokens';
import { unauthorized } from '../http/http-error';
import type { Data, UserRecord } from '../store/schema';

export interface Caller {
  readonly user: UserRecord;
  readonly token: string;
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case, RFC 9110). */
export function bearerToken(req: Request): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match ? match[1] : undefined;
}

export const findUserByEmail = (data: Readonly<Data>, email: string): UserRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return data.users.find((u) => u.email === wanted);
};

/**
 * Authenticates the request from its e-mail (path or body) and its tokens: the path or body token
 * and the bearer header, either of which may be that person's live session.
 */
export function authenticate(data: Readonly<Data>, req: Request): Caller {
  const body = bodyOf(req);
  const email = asString(req.params.email) ?? asString(body.email);
  const user = email ? findUserByEmail(data, email) : undefined;
  if (!user) throw unauthorized();
  for (const token of [asString(req.params.token) ?? asString(body.token), bearerToken(req)]) {
    if (token === undefined) continue;
    const tokenHash = sha256(token);
    if (data.sessions.some((s) => s.userId === user.id && s.tokenHash === tokenHash)) return { user, token };
  }
  throw unauthorized();
}

const bodyOf = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;

/**
 * Credentials before the body's rules: a POST or PUT whose body carries an e-mail and a token is
 * authenticated before its fields are checked, so a wrong token is 401 whatever else the body
 * holds. A body without credentials is checked first, so a body missing fields is 400.
 */
export function credentialsFirst(data: () => Readonly<Data>) {
  return (req: Request, _res: unknown, next: (error?: unknown) => void): void => {
    const body = bodyOf(req);
    if ((req.method === 'POST' || req.method === 'PUT') && asString(body.email) && asString(body.token)) {
      try {
        authenticate(data(), req);
      } catch (error) {
        next(error);
        return;
      }
    }
    next();
  };
}
