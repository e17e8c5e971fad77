// Sends a JSON answer that is built once and sent many times (a business's client list): its
// text, and its brotli or gzip for a client that accepts it, are made once per answer object. Where the
// contract check is on (tests), the answer goes through `res.json` so that it is checked like
// every other.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

interface Encoded {
  readonly text: string;
  br?: Buffer;
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
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (entry.text.length >= COMPRESS_FROM && /\bbr\b/.test(accepted)) {
    entry.br ??= brotliCompressSync(entry.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
    res.send(entry.br);
    return;
  }
  if (entry.text.length >= COMPRESS_FROM && /\bgzip\b/.test(accepted)) {
    entry.gzip ??= gzipSync(entry.text, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
    res.send(entry.gzip);
    return;
  }
  res.send(entry.text);
}
