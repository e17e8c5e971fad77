// Session tokens (256 random bits) and one-time codes (6 digits), both from a cryptographic
// source and stored only as hashes.
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes travel as numbers on some calls, which drops leading zeros: compare on six digits. */
const normalizeCode = (code: string | number): string => String(code).trim().padStart(6, '0');

export const hashCode = (userId: string, code: string): string => sha256(`${userId}:${normalizeCode(code)}`);
