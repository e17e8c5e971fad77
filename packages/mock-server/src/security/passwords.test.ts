import { describe, expect, it } from 'vitest';
import { hashPassword, scryptLogN, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores a salted scrypt hash with its cost, verifiable only with the same password', async () => {
    const a = await hashPassword('Secret#2026', 4);
    const b = await hashPassword('Secret#2026', 4);
    expect(a).toMatch(/^scrypt\$4\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret#2026', a)).toBe(true);
    expect(await verifyPassword('Secret#2027', a)).toBe(false);
    expect(await verifyPassword('Secret#2026', 'plain-text')).toBe(false);
  });

  it('uses the OWASP minimum N=2^17 unless a test lowers it', () => {
    expect(scryptLogN({})).toBe(17);
    expect(scryptLogN({ FIELDTEAM_SCRYPT_LOG_N: '8' })).toBe(17);
    expect(scryptLogN({ NODE_ENV: 'production', FIELDTEAM_SCRYPT_LOG_N: '8' })).toBe(17);
    expect(scryptLogN({ NODE_ENV: 'test', FIELDTEAM_SCRYPT_LOG_N: '8' })).toBe(8);
    expect(scryptLogN({ NODE_ENV: 'test', FIELDTEAM_SCRYPT_LOG_N: '30' })).toBe(17);
  });
});
