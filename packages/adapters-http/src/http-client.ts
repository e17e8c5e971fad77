// JSON over fetch with a timeout. Every answer becomes a Result: the server's `{ error }` text
// is carried in API_REFUSED, and a network failure is told apart from a server refusal.
import { err, ok, type ApiFailure, type RefusalReason, type Result } from '@fieldteam/core';

export interface HttpClientOptions {
  /** The API's base address, e.g. "/api" behind the dev proxy or "https://api.example.com". */
  readonly baseUrl: string;
  /** How long the server may take to begin its answer. */
  readonly timeoutMs?: number;
  /** Once it has begun, how long its body may take to arrive. */
  readonly bodyTimeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Told after each call that changed something on the server succeeded (what is kept of the calendar is then stale). */
  readonly onWrite?: () => void;
  /** Waits before a read is asked again (a timer by default; tests pass their own). */
  readonly wait?: (ms: number) => Promise<void>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/**
 * Once the server has answered, the time its body may take to arrive: the calendar's answer of a
 * large business is megabytes, which a phone on a weak signal reads for longer than the wait for
 * an answer to begin.
 */
const BODY_TIMEOUT_MS = 120_000;

/** Builds a path from segments, each encoded (e-mails, tokens and names travel in paths). */
export const pathOf = (...segments: ReadonlyArray<string | number>): string =>
  `/${segments.map((segment) => encodeURIComponent(String(segment))).join('/')}`;

const GATEWAY_DOWN = new Set([502, 503, 504]);

/**
 * A read the server refuses for now (429: a business's large answers are all being sent) is asked
 * again after the Retry-After it names, at most this many times, when the wait is short; a longer
 * wait, or a refusal of a write or a sign-in, is the caller's to show.
 */
const BUSY_READ_RETRIES = 3;
const BUSY_READ_LONGEST_WAIT_MS = 10_000;

/** What `send` answers for a 304 to a conditional GET. */
const NOT_MODIFIED = Symbol('not modified');

/** A conditional GET's answer: the server's value and validator (ETag), or that the one named still holds. */
type ConditionalAnswer = { readonly modified: true; readonly value: unknown; readonly etag: string | null } | { readonly modified: false };

export class HttpClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly bodyTimeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly onWrite: () => void;
  private readonly wait: (ms: number) => Promise<void>;

  constructor(options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.bodyTimeoutMs = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.onWrite = options.onWrite ?? (() => undefined);
    this.wait = options.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** A GET; `writes` for the documented GET calls that change something (a visit's start or cancel). */
  async get(path: string, { writes = false }: { readonly writes?: boolean } = {}): Promise<Result<unknown, ApiFailure>> {
    const answer = await this.send('GET', path);
    if (writes && answer.ok) this.onWrite();
    return answer;
  }

  /**
   * A GET that the server may answer "not modified" (304) when `etag` is its answer's ETag still:
   * the answer's value and ETag when it changed (or when no ETag was given), else not modified.
   */
  async getConditional(path: string, etag: string | null): Promise<Result<ConditionalAnswer, ApiFailure>> {
    let tag: string | null = null;
    const answer = await this.send('GET', path, undefined, etag, (response) => (tag = response.headers.get('etag')));
    if (!answer.ok) return answer;
    return answer.value === NOT_MODIFIED ? ok({ modified: false }) : ok({ modified: true, value: answer.value, etag: tag });
  }

  async post(path: string, body: unknown): Promise<Result<unknown, ApiFailure>> {
    const answer = await this.send('POST', path, body);
    if (answer.ok) this.onWrite();
    return answer;
  }

  async put(path: string, body: unknown): Promise<Result<unknown, ApiFailure>> {
    const answer = await this.send('PUT', path, body);
    if (answer.ok) this.onWrite();
    return answer;
  }

  private async send(method: string, path: string, body?: unknown, etag: string | null = null, onResponse?: (response: Response) => void): Promise<Result<unknown, ApiFailure>> {
    for (let retry = 0; ; retry += 1) {
      const answer = await this.sendOnce(method, path, body, etag, onResponse);
      const waitMs = method === 'GET' && retry < BUSY_READ_RETRIES ? answer.busyForMs : null;
      if (waitMs === null) return answer.result;
      await this.wait(waitMs);
    }
  }

  /** One request: its result, and for a 429 whose Retry-After is short, how long to wait before asking again. */
  private async sendOnce(
    method: string,
    path: string,
    body: unknown,
    etag: string | null,
    onResponse: ((response: Response) => void) | undefined,
  ): Promise<{ result: Result<unknown, ApiFailure>; busyForMs: number | null }> {
    const settle = (result: Result<unknown, ApiFailure>, busyForMs: number | null = null) => ({ result, busyForMs });
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      let response: Response;
      try {
        response = await this.fetchImpl(`${this.baseUrl}${path}`, {
          method,
          headers: {
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(etag === null ? {} : { 'If-None-Match': etag }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
          referrerPolicy: 'no-referrer',
          // Nothing is taken from or put in the browser's cache (the answers are the business's,
          // and the server says no-store). A request with If-None-Match goes as 'no-cache': in
          // 'no-store' a browser adds `Cache-Control: no-cache` and `Pragma: no-cache`, which a
          // server may read as "send it all" and answer 200 instead of 304; in 'no-cache' it sends
          // `max-age=0`, and still stores nothing the server marks no-store.
          cache: etag === null ? 'no-store' : 'no-cache',
        });
      } catch {
        return settle(err(controller.signal.aborted ? { code: 'API_TIMEOUT' } : { code: 'API_UNREACHABLE' }));
      }
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), this.bodyTimeoutMs);
      onResponse?.(response);
      if (response.status === 304 && etag !== null) {
        // Its body is empty: read, it ends the request, which a browser otherwise holds open
        // until the response is collected.
        await response.text().catch(() => '');
        return settle(ok(NOT_MODIFIED));
      }
      const text = await response.text().catch(() => null);
      if (text === null) return settle(err(controller.signal.aborted ? { code: 'API_TIMEOUT' } : { code: 'API_UNREACHABLE' }));
      const json = parseJson(text);
      if (response.ok) {
        return settle(json.ok ? ok(json.value) : err({ code: 'API_BAD_ANSWER', detail: `${method} ${path.split('/')[1] ?? ''}: the answer is not JSON` }));
      }
      const message = json.ok ? errorTextOf(json.value) : null;
      if (message) return settle(err({ code: 'API_REFUSED', reason: refusalReason(response.status), message }), response.status === 429 ? shortWaitOf(response.headers.get('retry-after')) : null);
      if (GATEWAY_DOWN.has(response.status)) return settle(err({ code: 'API_UNREACHABLE' }));
      return settle(err({ code: 'API_REFUSED', reason: refusalReason(response.status), message: `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.` }));
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * A refusal's status in the app's terms: 401, the server no longer knows who asks (the session is
 * over); 429 or 5xx, it is busy or failing, and says nothing about the request; any other, the
 * request itself was refused.
 */
function refusalReason(status: number): RefusalReason {
  if (status === 401) return 'session-ended';
  if (status === 429 || status >= 500) return 'try-later';
  return 'refused';
}

/** The wait a Retry-After in seconds names, when it is short enough to wait for (else null). */
function shortWaitOf(retryAfter: string | null): number | null {
  if (retryAfter === null || !/^\d+$/.test(retryAfter.trim())) return null;
  const ms = Number(retryAfter.trim()) * 1000;
  return ms <= BUSY_READ_LONGEST_WAIT_MS ? ms : null;
}

function parseJson(text: string): Result<unknown, null> {
  if (text.trim() === '') return ok(null);
  try {
    return ok(JSON.parse(text));
  } catch {
    return err(null);
  }
}

function errorTextOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'message']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}
