// Large answers (a business's calendar and reports: megabytes of JSON) kept with the server's
// validator, so that asking again costs a 304 and no download. Each call keeps its last answer:
// the URL it came from, its ETag and the value read from it. Asked again with the same URL, the
// request carries If-None-Match, and a 304 answers the value kept, the same object, not read
// again: whoever built something of it (core's kept answers) can tell by identity that nothing
// changed. An answer without an ETag is kept until a read asks for a fresh one (the app wrote).
// The URL names the person's session and the business: another one's answer is asked for whole.
import { err, ok, type ApiFailure, type Result } from '@fieldteam/core';
import type { HttpClient } from './http-client';

interface Kept {
  readonly path: string;
  readonly etag: string | null;
  readonly value: unknown;
}

export class KeptAnswers {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly http: Pick<HttpClient, 'getConditional'>) {}

  /**
   * The answer of `call` at `path`, read by `read`: revalidated when kept with an ETag, the kept
   * one when kept without (unless `fresh`), else asked for and kept.
   */
  async get<T>(call: string, path: string, read: (body: unknown) => Result<T, ApiFailure>, { fresh = false }: { readonly fresh?: boolean } = {}): Promise<Result<T, ApiFailure>> {
    const last = this.kept.get(call);
    const kept = last?.path === path ? last : null;
    if (kept && kept.etag === null && !fresh) return ok(kept.value as T);
    const answer = await this.http.getConditional(path, kept?.etag ?? null);
    if (!answer.ok) return answer;
    if (!answer.value.modified) return kept ? ok(kept.value as T) : err({ code: 'API_BAD_ANSWER', detail: `${call}: not modified, with nothing kept` });
    const value = read(answer.value.value);
    if (!value.ok) return value;
    this.kept.set(call, { path, etag: answer.value.etag, value: value.value });
    return value;
  }
}
