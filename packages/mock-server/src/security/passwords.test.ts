import { describe, expect, it } from 'vitest';
import { HashingBusy, hashPassword, PasswordHasher, scryptLogN, verifyPassword } from './passwords';

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

describe('the hashing queue', () => {
  it('hashes in worker threads and refuses at once, with HashingBusy, beyond its queue', async () => {
    const hasher = new PasswordHasher({ workers: 1, queueLimit: 2 });
    const calls = Array.from({ length: 8 }, (_, i) => hasher.hash(`Secret#${i}`, 12).then((hash) => ({ hash }), (error: unknown) => ({ error })));
    expect(hasher.load).toBe(3);
    const results = await Promise.all(calls);
    const refused = results.filter((r) => 'error' in r);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((r as { error: unknown }).error).toBeInstanceOf(HashingBusy);
    const done = results.filter((r): r is { hash: string } => 'hash' in r);
    expect(await hasher.verify('Secret#0', done[0]!.hash)).toBe(true);
    expect(await hasher.verify('Secret#1', done[0]!.hash)).toBe(false);
    await hasher.close();
  });
});
