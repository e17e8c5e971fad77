// What a browser or a client gets before any route: cross-origin use from the allowed origins
// (the `cors` package: preflights answered 204 with the allowed methods and headers), a refusal
// for any other origin, `OPTIONS` answered 204 with `Allow`, and a documented path called with
// another method answered 405 `{ error }` with `Allow`.
import cors from 'cors';
import type { RequestHandler } from 'express';
import { forbidden, methodNotAllowed } from './http-error';

/** The web app's development and preview servers, by both of their loopback names. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/** The CORS_ORIGINS setting: origins separated by commas; unset means the defaults. */
export function readAllowedOrigins(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_ALLOWED_ORIGINS];
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
}

/** Whether the Origin header names this server itself (the /docs page calling the API). */
const isSameOrigin = (origin: string, host: string | undefined): boolean => {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
};

export function crossOrigin(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  const corsHandler = cors({
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT'],
    // A page that kept a business's list, calendar or reports revalidates it: it sends
    // If-None-Match and must be able to read the answer's ETag.
    allowedHeaders: ['Content-Type', 'Authorization', 'If-None-Match'],
    exposedHeaders: ['ETag'],
    maxAge: 600,
    optionsSuccessStatus: 204,
  });
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined) {
      next();
      return;
    }
    if (!allowed.has(origin) && !isSameOrigin(origin, req.headers.host)) {
      next(forbidden('Requests from this origin are not allowed.'));
      return;
    }
    // A preflight has Access-Control-Request-Method; cors ends it with 204. Others go on with the headers set.
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] === undefined) {
      next();
      return;
    }
    corsHandler(req, res, next);
  };
}

/** `OPTIONS` on a path the server answers: 204 with the methods it takes. An unknown path goes on to its 404. */
export function optionsAnswer(methodsOf: (path: string) => readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') {
      next();
      return;
    }
    const methods = methodsOf(req.path);
    if (methods.length === 0) {
      next();
      return;
    }
    res.setHeader('Allow', [...methods, 'OPTIONS'].join(', '));
    res.status(204).end();
  };
}

/** After every route: a known path with another method is 405 with `Allow`; anything else is 404. */
export function noRoute(methodsOf: (path: string) => readonly string[]): RequestHandler {
  return (req, res, next) => {
    const methods = methodsOf(req.path);
    if (methods.length > 0) {
      next(methodNotAllowed(req.method, methods));
      return;
    }
    res.status(404).json({ error: `No route for ${req.method} ${req.path.split('/').slice(0, 2).join('/')}...` });
  };
}
