// Activation and reset codes: 6 digits, stored hashed, valid 10 minutes, usable once, void after
// 5 wrong tries (spec decision 14). The code record is data (written with the change that issues or
// uses it); the wrong tries are counted in memory, in the same synchronous step as the check, so
// a refused code never writes to the data file and parallel guesses cannot share a count.
import { hashCode, newCode } from '../security/tokens';
import type { CodePurpose, CodeRecord } from '../store/schema';
import { codeKey, type Store } from '../store/store';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeCheck = 'valid' | 'wrong' | 'exhausted' | 'missing';

/** A stand-in person for codes checked against an unknown address: the same hashing work, never a match. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

export class OneTimeCodes {
  /** Wrong tries per code (by its hash). */
  private readonly wrongTries = new Map<string, number>();
  /** Codes accepted and being used up by a change still on its way to the disk. */
  private readonly taken = new Set<string>();

  /** Forgets every try (the development reset). */
  clear(): void {
    this.wrongTries.clear();
    this.taken.clear();
  }

  /** Replaces any earlier code of this purpose and returns the new one in clear (for the e-mail). Inside a transaction. */
  issue(store: Store, userId: string, purpose: CodePurpose, now: Date): string {
    const code = newCode();
    const old = this.recordOf(store, userId, purpose);
    if (old) this.forget(old.codeHash);
    store.codes.put({ userId, purpose, codeHash: hashCode(userId, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(), used: false });
    return code;
  }

  hasLive(store: Store, userId: string, purpose: CodePurpose, now: Date): boolean {
    const record = this.recordOf(store, userId, purpose);
    return record !== undefined && this.isLive(record, now);
  }

  /**
   * Checks a code and counts the try in one synchronous step. A valid code is taken at once (a
   * parallel request with the same code is refused); the caller then marks it used in its change
   * with `use`, or hands it back with `untake` when that change fails. `userId` undefined (an
   * unknown address) does the same work and is always 'missing'.
   */
  check(store: Store, userId: string | undefined, purpose: CodePurpose, code: string | number, now: Date): CodeCheck {
    const record = userId === undefined ? undefined : this.recordOf(store, userId, purpose);
    const hash = hashCode(userId ?? NOBODY, String(code));
    if (!record || !this.isLive(record, now)) return 'missing';
    if (record.codeHash === hash) {
      this.taken.add(record.codeHash);
      return 'valid';
    }
    const tries = (this.wrongTries.get(record.codeHash) ?? 0) + 1;
    this.wrongTries.set(record.codeHash, tries);
    return tries >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
  }

  /** Marks the taken code of `userId` used, inside the change that uses it. */
  use(store: Store, userId: string, purpose: CodePurpose): void {
    if (this.recordOf(store, userId, purpose)) store.codes.update(codeKey(userId, purpose), { used: true });
  }

  /** Hands back a code taken by `check` whose change did not happen. */
  untake(store: Store, userId: string, purpose: CodePurpose): void {
    const record = this.recordOf(store, userId, purpose);
    if (record) this.taken.delete(record.codeHash);
  }

  private recordOf(store: Store, userId: string, purpose: CodePurpose): CodeRecord | undefined {
    return store.codes.get(codeKey(userId, purpose));
  }

  private isLive(record: CodeRecord, now: Date): boolean {
    return (
      !record.used &&
      !this.taken.has(record.codeHash) &&
      (this.wrongTries.get(record.codeHash) ?? 0) < CODE_MAX_ATTEMPTS &&
      new Date(record.expiresAt) > now
    );
  }

  private forget(codeHash: string): void {
    this.wrongTries.delete(codeHash);
    this.taken.delete(codeHash);
  }
}

/**
 * The one answer to a refused reset code (/change-pasword is not signed in): the same for an
 * unknown address, a wrong, used, expired or exhausted code, so it tells nobody which addresses
 * have an account.
 */
export const RESET_CODE_REFUSED = 'The code is not correct or no longer works. Check the e-mail or request a new code.';

export const CODE_MESSAGES: Readonly<Record<Exclude<CodeCheck, 'valid'>, string>> = {
  missing: 'The code is invalid or has expired. Request a new one.',
  wrong: 'The code is not correct. Check the e-mail and try again.',
  exhausted: 'Too many wrong codes: this code no longer works. Request a new one.',
};
