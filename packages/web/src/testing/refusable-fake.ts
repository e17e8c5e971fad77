// What the web's in-memory API fakes share: a change may be refused once on request, and what
// reaches the "server" is a copy, never the screen's observable objects.
import { err, ok, type ApiFailure, type Result } from '@fieldteam/core';

export abstract class RefusableFake {
  /** The next change is refused with this (then the switch is off again). */
  refuseNext: ApiFailure | null = null;

  /** A change's answer: the refusal set for it, or else what `apply` makes of the change. */
  protected reply<T>(apply: () => T): Result<T, ApiFailure> {
    const refusal = this.refuseNext;
    this.refuseNext = null;
    return refusal ? err(refusal) : ok(apply());
  }
}

/** A copy of what a screen sends, as the wire would carry it. */
export const sent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
