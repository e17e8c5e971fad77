// Activation and reset codes: 6 digits, stored hashed, valid 10 minutes, usable once, void after
// 5 wrong tries (DECISIONS 14).
import { hashCode, newCode } from '../security/tokens';
import type { CodePurpose, Data } from '../store/schema';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeCheck = 'valid' | 'wrong' | 'exhausted' | 'missing';

/** Replaces any earlier code of this purpose and returns the new one in clear (for the e-mail). */
export function issueCode(data: Data, userId: string, purpose: CodePurpose, now: Date): string {
  const code = newCode();
  data.codes = data.codes.filter((c) => !(c.userId === userId && c.purpose === purpose));
  data.codes.push({
    userId,
    purpose,
    codeHash: hashCode(userId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    attempts: 0,
    used: false,
  });
  return code;
}

export function hasLiveCode(data: Data, userId: string, purpose: CodePurpose, now: Date): boolean {
  return data.codes.some(
    (c) => c.userId === userId && c.purpose === purpose && !c.used && c.attempts < CODE_MAX_ATTEMPTS && new Date(c.expiresAt) > now,
  );
}

/** Checks a code and records the try: a valid code is used up, a wrong one counts against the 5. */
export function consumeCode(data: Data, userId: string, purpose: CodePurpose, code: string | number, now: Date): CodeCheck {
  const record = data.codes.find((c) => c.userId === userId && c.purpose === purpose);
  if (!record || record.used || record.attempts >= CODE_MAX_ATTEMPTS || new Date(record.expiresAt) <= now) return 'missing';
  if (record.codeHash === hashCode(userId, String(code))) {
    record.used = true;
    return 'valid';
  }
  record.attempts += 1;
  return record.attempts >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'wrong';
}

/**
 * The one answer to a refused reset code (/change-pasword is not signed in): the same for an
 * unknown address, a wrong, used, expired or exhausted code, so it tells nobody which addresses
 * have an account.
 */
export const RESET_CODE_REFUSED = 'The code is not correct or no longer works. Check the e-mail or request a new code.';

export const CODE_MESSAGES: Record<Exclude<CodeCheck, 'valid'>, string> = {
  missing: 'The code is invalid or has expired. Request a new one.',
  wrong: 'The code is not correct. Check the e-mail and try again.',
  exhausted: 'Too many wrong codes: this code no longer works. Request a new one.',
};
