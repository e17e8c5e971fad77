// One log line per request, with every token removed: tokens travel in URL paths in the
// documented protocol, so path segments that look like tokens are redacted, and headers and
// bodies are never logged.
import type { RequestHandler } from 'express';

const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;

export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? '[redacted]' : segment))
    .join('/');
}

export function requestLog(log: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      const path = redactPath(req.originalUrl.split('?')[0] ?? '');
      log(`${req.method} ${path} ${res.statusCode} ${(performance.now() - started).toFixed(0)}ms`);
    });
    next();
  };
}
