// One log line per request, with every token removed. Tokens travel in URL paths in the
// documented protocol ({email}/{token}), so the path is redacted on its decoded segments: the
// segment after an e-mail address (where every documented path carries the token) and any
// segment holding a long run of token characters, however it was percent-encoded or padded.
// Outside development and tests the e-mail addresses in the path are masked as the outbox's lines
// mask them (o***@fieldteam.dev). Headers, query strings and bodies are never logged.
import type { RequestHandler } from 'express';
import { maskEmail } from '../security/log-lines';

/** 22 or more base64url characters in a row: a session token (43), never a short id or word. */
const TOKEN_RUN = /[A-Za-z0-9_-]{22,}/;
/** Record ids are UUIDs, never a token's shape: they stay readable. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REDACTED = '[redacted]';

const decodeSegment = (segment: string): string => {
  // Without a percent sign there is nothing to decode (most segments).
  if (!segment.includes('%')) return segment;
  // Decoded until stable, so double encoding (%2536...) hides nothing.
  let current = segment;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      next = current.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
};

/** Whether a decoded segment is an e-mail address (the first half of the documented {auth}). */
const isEmail = (segment: string): boolean => /^[^\s@/]+@[^\s@/]+$/.test(segment.trim());

/** Every run that reads as an address in a decoded segment, whatever surrounds it (a list's separators end one). */
const EMAIL_RUN = /[^\s@/,;<>()[\]"]+@[^\s@/,;<>()[\]"]+/g;

interface PathRedaction {
  /** Addresses shown masked (production); in development and tests they stay whole. */
  readonly maskEmails?: boolean;
}

export function redactPath(path: string, { maskEmails = false }: PathRedaction = {}): string {
  const segments = path.split('/');
  const decodedSegments = segments.map(decodeSegment);
  return segments
    .map((raw, index) => {
      const decoded = decodedSegments[index]!.trim();
      const afterEmail = index > 0 && isEmail(decodedSegments[index - 1]!);
      if (afterEmail || (TOKEN_RUN.test(decoded) && !UUID.test(decoded))) return REDACTED;
      // Read decoded, so that an address sent as ana%40example.com is masked too.
      if (maskEmails && decodedSegments[index]!.includes('@')) return decodedSegments[index]!.replace(EMAIL_RUN, (address) => maskEmail(address));
      return raw;
    })
    .join('/');
}

export function requestLog(log: (line: string) => void, redaction: PathRedaction = {}): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      const path = redactPath(req.originalUrl.split('?')[0] ?? '', redaction);
      log(`${req.method} ${path} ${res.statusCode} ${(performance.now() - started).toFixed(0)}ms`);
    });
    next();
  };
}
