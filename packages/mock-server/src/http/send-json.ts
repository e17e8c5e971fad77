// Sends a JSON answer that is built once and sent many times (a business's client list): its
// text, and its gzip for a client that accepts it, are made once per answer object. Where the
// contract check is on (tests), the answer goes through `res.json` so that it is checked like
// every other.
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

interface Encoded {
  readonly text: string;
  gzip?: Buffer;
}

const encoded = new WeakMap<object, Encoded>();

/** Answers this big or more are worth compressing. */
const COMPRESS_FROM = 16 * 1024;

export function sendJson(req: Request, res: Response, answer: object): void {
  if (res.locals.contract) {
    res.json(answer);
    return;
  }
  let entry = encoded.get(answer);
  if (!entry) {
    entry = { text: JSON.stringify(answer) };
    encoded.set(answer, entry);
  }
  res.type('json');
  res.vary('Accept-Encoding');
  if (entry.text.length >= COMPRESS_FROM && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    entry.gzip ??= gzipSync(entry.text, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
    res.send(entry.gzip);
    return;
  }
  res.send(entry.text);
}
