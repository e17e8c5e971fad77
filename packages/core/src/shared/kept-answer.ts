// An answer kept for the session and asked again only when it may have changed: with the server's
// validator (ETag) it is revalidated on each use, a 304 costing one small round trip; without one it
// is kept until the app's own writes make it stale. Kept per person and business: nobody is given
// an answer that was fetched with someone else's credentials (a shared phone, ADR 0038), and
// callers asking at the same moment share one request.
import type { Credentials, UserId } from '../account/user.entity';
import type { ApiFailure } from './failures';
import { err, ok, type Result } from './result';
import type { Revalidated } from './revalidated';

export type RevalidatedCall<Raw> = (credentials: Credentials, ownerId: UserId, etag: string | null) => Promise<Result<Revalidated<Raw>, ApiFailure>>;

export class KeptAnswer<Raw, Kept> {
  private kept: { readonly key: string; readonly value: Kept; readonly etag: string | null } | null = null;
  private stale = false;
  private asking: { readonly key: string; readonly answer: Promise<Result<Kept, ApiFailure>> } | null = null;

  constructor(
    private readonly call: RevalidatedCall<Raw>,
    /** What is kept of a new answer (built once per change). */
    private readonly build: (raw: Raw) => Kept,
  ) {}

  get(credentials: Credentials, ownerId: UserId): Promise<Result<Kept, ApiFailure>> {
    const key = `${credentials.email}\n${ownerId}`;
    if (this.asking?.key === key) return this.asking.answer;
    const kept = this.kept?.key === key ? this.kept : null;
    if (kept && kept.etag === null && !this.stale) return Promise.resolve(ok(kept.value));
    const answer = this.ask(credentials, ownerId, key, kept);
    this.asking = { key, answer };
    void answer.finally(() => {
      if (this.asking?.answer === answer) this.asking = null;
    });
    return answer;
  }

  /** The app wrote something: the next use asks the server again. */
  markStale(): void {
    this.stale = true;
    // A request already on its way may have left before the write.
    this.asking = null;
  }

  private async ask(credentials: Credentials, ownerId: UserId, key: string, kept: { readonly value: Kept; readonly etag: string | null } | null): Promise<Result<Kept, ApiFailure>> {
    const staleBefore = this.stale;
    this.stale = false;
    const answer = await this.call(credentials, ownerId, kept?.etag ?? null);
    if (!answer.ok) {
      this.stale ||= staleBefore;
      return answer;
    }
    if (!answer.value.changed) return kept ? ok(kept.value) : err({ code: 'API_BAD_ANSWER', detail: 'unchanged, with nothing kept' });
    const value = this.build(answer.value.value);
    this.kept = { key, value, etag: answer.value.etag };
    return ok(value);
  }
}
