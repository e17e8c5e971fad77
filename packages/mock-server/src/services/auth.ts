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

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? asString(header.slice(7).trim()) : undefined;
}

export const findUserByEmail = (data: Readonly<Data>, email: string): UserRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return data.users.find((u) => u.email === wanted);
};

/** Authenticates the request from its path parameters, body fields or bearer header. */
export function authenticate(data: Readonly<Data>, req: Request): Caller {
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  const email = asString(req.params.email) ?? asString(body.email);
  const token = bearerToken(req) ?? asString(req.params.token) ?? asString(body.token);
  if (!email || !token) throw unauthorized();
  const user = findUserByEmail(data, email);
  const tokenHash = sha256(token);
  if (!user || !data.sessions.some((s) => s.userId === user.id && s.tokenHash === tokenHash)) throw unauthorized();
  return { user, token };
}
