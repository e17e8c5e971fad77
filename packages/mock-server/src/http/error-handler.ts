// Turns every failure into `{ error }` with a 4xx status: body-parser errors, refusals, and
// (as a last resort, logged) unexpected exceptions as 500.
import type { ErrorRequestHandler } from 'express';
import { DuplicateRecord, RecordNotFound } from '../store/repository';
import { HashingBusy } from '../security/passwords';
import { HttpError } from './http-error';

export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
      res.status(error.status).json({ error: error.message });
      return;
    }
    if (error instanceof HashingBusy) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(503).json({ error: error.message });
      return;
    }
    if (error instanceof RecordNotFound || error instanceof DuplicateRecord) {
      res.status(400).json({ error: error.message });
      return;
    }
    const bodyError = error as { type?: string; status?: number; body?: unknown };
    if (bodyError.type === 'entity.parse.failed') {
      res.status(400).json({ error: isJsonScalar(bodyError.body) ? 'The request body must be a JSON object.' : 'The request body is not valid JSON.' });
      return;
    }
    if (bodyError.type === 'entity.too.large') {
      res.status(413).json({ error: 'The request body is too large.' });
      return;
    }
    if (typeof bodyError.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
      res.status(bodyError.status).json({ error: 'The request could not be read.' });
      return;
    }
    log(`unexpected error: ${(error as Error).stack ?? String(error)}`);
    res.status(500).json({ error: 'Something went wrong on the server.' });
  };
}

/** A body that is JSON, but a number, a string, true, false or null: the parser takes objects and lists only. */
function isJsonScalar(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  try {
    const value: unknown = JSON.parse(body);
    return value === null || typeof value !== 'object';
  } catch {
    return false;
  }
}
