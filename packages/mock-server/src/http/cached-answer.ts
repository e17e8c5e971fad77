// A JSON answer built once and sent many times (a business's client list, calendar and reports,
// ADR 0045): its UTF-8 bytes, an ETag, and its brotli and gzip forms, each compressed once, off the
// event loop (libuv's pool), the first time a caller accepts it. A request whose If-None-Match
// names the ETag is answered 304 with no body, whatever its Cache-Control: that header speaks to
// caches on the way, and a browser sends `no-cache` with a conditional request of a page that
// keeps the body itself. `Cache-Control: no-store` stays on every answer (spec decision 15):
// nothing is kept by the browser or a proxy, and a caller that kept the body itself revalidates
// it explicitly.
//
// Where the contract check is on (tests), the answer is checked like any other before its bytes
// are sent; one that breaches the contract goes through `res.json`, which answers the breach.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers this big or more are worth compressing (the compression middleware's threshold). */
const COMPRESS_FROM = 1024;

export type ContentCoding = 'br' | 'gzip' | 'identity';

export class CachedAnswer {
  /**
   * Weak: the same JSON is sent in three codings. A hash of the bytes and of `scope` (the
   * business): the same state gives the same tag, also after a restart, and no two businesses'
   * answers share one.
   */
  readonly etag: string;
  private readonly encoded = new Map<Exclude<ContentCoding, 'identity'>, Promise<Buffer>>();

  constructor(
    readonly body: Buffer,
    scope: string,
  ) {
    this.etag = `W/"${createHash('sha256').update(scope).update('\n').update(body).digest('base64url').slice(0, 32)}"`;
  }

  /** The body in `coding`, compressed on first use. */
  bytes(coding: ContentCoding): Promise<Buffer> {
    if (coding === 'identity') return Promise.resolve(this.body);
    let bytes = this.encoded.get(coding);
    if (!bytes) {
      bytes = coding === 'br' ? brotli(this.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length } }) : gzipped(this.body, { level: 6 });
      this.encoded.set(coding, bytes);
    }
    return bytes;
  }
}

/**
 * The coding to send for an Accept-Encoding header: brotli, else gzip, when the caller accepts it
 * (q above 0, by name or by `*`), else the body as it is.
 */
export function codingFor(acceptEncoding: string | undefined): ContentCoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

interface ContractLocals {
  /** What is wrong with `body` as the answer (empty when it fits): http/contract-validation.ts. */
  problemsOf(body: unknown): string[];
}

/**
 * Whether an If-None-Match header names `etag` ("*" names any), compared weakly (RFC 9110,
 * 13.1.2): the same JSON goes in three codings, so a strong and a weak tag of one answer match.
 */
export function namesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const own = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === own);
}

/** Sends `answer` (status 200), or 304 when the request's If-None-Match names its ETag. */
export async function sendAnswer(req: Request, res: Response, answer: CachedAnswer): Promise<void> {
  res.setHeader('ETag', answer.etag);
  res.vary('Accept-Encoding');
  // The compression middleware leaves it alone: it is sent in a coding already.
  res.locals.encoded = true;
  if (namesTag(req.headers['if-none-match'], answer.etag)) {
    res.status(304).end();
    return;
  }
  const contract = res.locals.contract as ContractLocals | undefined;
  if (contract) {
    const parsed: unknown = JSON.parse(answer.body.toString('utf8'));
    if (contract.problemsOf(parsed).length > 0) {
      res.json(parsed);
      return;
    }
  }
  const coding = answer.body.length >= COMPRESS_FROM ? codingFor(req.headers['accept-encoding']) : 'identity';
  const bytes = await answer.bytes(coding);
  res.type('json');
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.send(bytes);
}
