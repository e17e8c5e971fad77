// A JSON answer built once and sent many times (a business's client list, calendar and reports,
// and a team's agenda): its UTF-8 bytes, an ETag, and its brotli and gzip forms, each
// compressed once, off the event loop, the first time a caller accepts it. A request whose
// If-None-Match names the ETag is answered 304 with no body, whatever its Cache-Control: that
// header speaks to caches on the way, and a browser sends `no-cache` with a conditional request of
// a page that keeps the body itself. `Cache-Control: no-store` stays on every answer (spec
// decision 15): nothing is kept by the browser or a proxy, and a caller that kept the body itself
// revalidates it explicitly.
//
// Answers of a megabyte or more are compressed by the background compressor (a thread of its own
// at a lower priority, one version of each answer at a time); smaller ones on libuv's pool, where
// they take a millisecond or so.
//
// Where the contract check is on (tests), the answer is checked like any other before its bytes
// are sent; one that breaches the contract goes through `res.json`, which answers the breach.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { sharedCompressor, type BackgroundCompressor, type Coding } from './background-compressor';
import type { HeavyReadTurn } from './heavy-reads';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Answers this big or more are worth compressing (the compression middleware's threshold). */
const COMPRESS_FROM = 1024;
/** Answers this big or more are compressed in the background compressor's thread. */
export const COMPRESS_IN_BACKGROUND_FROM = 1024 * 1024;

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * Compresses a cached answer: its bytes in `coding`, or `null` when a newer version of the same
 * `slot` (the calendar of a business...) took this one's turn.
 */
export interface AnswerCompressor {
  compress(slot: string, body: Buffer, coding: Coding): Promise<Buffer | null>;
}

/** Large answers in the background compressor's thread, smaller ones on libuv's pool. */
export function answerCompressor(background: BackgroundCompressor = sharedCompressor()): AnswerCompressor {
  return {
    compress: (slot, body, coding) =>
      body.length >= COMPRESS_IN_BACKGROUND_FROM
        ? background.compress(slot, body, coding)
        : coding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : gzipped(body, { level: 6 }),
  };
}

export class CachedAnswer {
  private readonly encoded = new Map<Coding, Promise<Buffer | null>>();

  /**
   * @param etag weak: the same JSON is sent in three codings
   * @param slot what this answer is a version of (the calendar of a business...)
   */
  constructor(
    readonly body: Buffer,
    readonly etag: string,
    private readonly slot: string,
    private readonly compressor: AnswerCompressor,
  ) {}

  /**
   * The body in `coding`, compressed on first use; `null` when a newer version of the answer
   * took this one's turn at the compressor (send that one instead).
   */
  bytes(coding: ContentCoding): Promise<Buffer | null> {
    if (coding === 'identity') return Promise.resolve(this.body);
    let bytes = this.encoded.get(coding);
    if (!bytes) {
      const kept = this.compressor.compress(this.slot, this.body, coding);
      this.encoded.set(coding, kept);
      // Only bytes are kept: a turn given up, or a failure, is asked for again next time.
      const forget = () => {
        if (this.encoded.get(coding) === kept) this.encoded.delete(coding);
      };
      kept.then((value) => value === null && forget(), forget);
      bytes = kept;
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

/**
 * Sends the answer `current` gives (status 200), or 304 when the request's If-None-Match names its
 * ETag. Asked again when the answer's compression gave its turn to a newer version: the caller
 * then gets that newer one, which is at least as new as what it asked for.
 */
export async function sendAnswer(req: Request, res: Response, current: () => CachedAnswer, turn?: HeavyReadTurn): Promise<void> {
  res.vary('Accept-Encoding');
  // The compression middleware leaves it alone: it is sent in a coding already.
  res.locals.encoded = true;
  const accepted = codingFor(req.headers['accept-encoding']);
  const contract = res.locals.contract as ContractLocals | undefined;
  for (;;) {
    const answer = current();
    res.setHeader('ETag', answer.etag);
    if (namesTag(req.headers['if-none-match'], answer.etag)) {
      res.status(304).end();
      return;
    }
    if (contract) {
      const parsed: unknown = JSON.parse(answer.body.toString('utf8'));
      if (contract.problemsOf(parsed).length > 0) {
        res.json(parsed);
        return;
      }
    }
    let coding = answer.body.length >= COMPRESS_FROM ? accepted : 'identity';
    let bytes: Buffer | null;
    try {
      bytes = await answer.bytes(coding);
    } catch {
      // Compressing is an optimisation: the body as it is answers the call all the same.
      coding = 'identity';
      bytes = answer.body;
    }
    if (bytes === null) continue;
    if (res.destroyed) return;
    res.type('json');
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    turn?.sent(bytes.length);
    res.send(bytes);
    return;
  }
}
