// Salted scrypt password hashes at the OWASP ASVS 5.0 minimum (N=2^17, r=8, p=1). The cost is
// stored with each hash. Tests may lower it through FIELDTEAM_SCRYPT_LOG_N, honoured only when
// NODE_ENV is "test".
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const PRODUCTION_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function scryptLogN(env: NodeJS.ProcessEnv = process.env): number {
  const requested = Number(env.FIELDTEAM_SCRYPT_LOG_N);
  if (env.NODE_ENV === 'test' && Number.isInteger(requested) && requested >= 4 && requested <= PRODUCTION_LOG_N) return requested;
  return PRODUCTION_LOG_N;
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, logN = scryptLogN()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, R, P);
  return `scrypt$${logN}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
