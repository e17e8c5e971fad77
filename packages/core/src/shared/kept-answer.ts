// A large answer kept for the session, and what is made of it. The port it comes from may keep
// its last answer and tell the server's "unchanged" cheaply: it then answers the same value (the
// same object) again, and what was made of that value is kept. So each use asks the port; after
// the app's own writes the next use asks for a fresh answer, which the port may not take from
// what it kept. Kept per person and business: nobody is given an answer that was fetched with
// someone else's credentials (a shared phone), and callers asking at the same moment
// share one request.
import type { Credentials, UserId } from '../account/user.entity';
import type { ApiFailure } from './failures';
import { ok, type Result } from './result';

/** How a large answer is read: `fresh` after the app wrote, so that what was kept before the write is not answered. */
export interface ReadOptions {
  readonly fresh?: boolean;
}

export type KeptCall<Raw> = (credentials: Credentials, ownerId: UserId, options: ReadOptions) => Promise<Result<Raw, ApiFailure>>;

/** A part of an answer: made of the answer, and of its other parts if it needs them. */
export type PartOf<Raw, T> = (raw: Raw, kept: KeptValue<Raw>) => T;

/**
 * One answer as it is kept: the port's value, and the parts made of it, each on its first use.
 * A part is known by the function that makes it: two screens that use the same function share it.
 */
export class KeptValue<Raw> {
  private readonly parts = new Map<PartOf<Raw, unknown>, unknown>();

  constructor(readonly raw: Raw) {}

  /** What `make` makes of the answer: made once, then the same value until the answer changes. */
  part<T>(make: PartOf<Raw, T>): T {
    if (this.parts.has(make)) return this.parts.get(make) as T;
    const made = make(this.raw, this);
    this.parts.set(make, made);
    return made;
  }

  /** Whether `make`'s part was made already. */
  has(make: PartOf<Raw, unknown>): boolean {
    return this.parts.has(make);
  }
}

export class KeptAnswer<Raw> {
  private kept: { readonly key: string; readonly value: KeptValue<Raw> } | null = null;
  private stale = false;
  private asking: { readonly key: string; readonly answer: Promise<Result<KeptValue<Raw>, ApiFailure>> } | null = null;

  constructor(private readonly call: KeptCall<Raw>) {}

  get(credentials: Credentials, ownerId: UserId): Promise<Result<KeptValue<Raw>, ApiFailure>> {
    const key = `${credentials.email}\n${ownerId}`;
    if (this.asking?.key === key) return this.asking.answer;
    const answer = this.ask(credentials, ownerId, key);
    this.asking = { key, answer };
    void answer.finally(() => {
      if (this.asking?.answer === answer) this.asking = null;
    });
    return answer;
  }

  /** The app wrote something: the next use asks for a fresh answer. */
  markStale(): void {
    this.stale = true;
    // A request already on its way may have left before the write.
    this.asking = null;
  }

  private async ask(credentials: Credentials, ownerId: UserId, key: string): Promise<Result<KeptValue<Raw>, ApiFailure>> {
    const fresh = this.stale;
    this.stale = false;
    const answer = await this.call(credentials, ownerId, { fresh });
    if (!answer.ok) {
      this.stale ||= fresh;
      return answer;
    }
    const kept = this.kept;
    if (kept?.key === key && kept.value.raw === answer.value) return ok(kept.value);
    const value = new KeptValue(answer.value);
    this.kept = { key, value };
    return ok(value);
  }
}
