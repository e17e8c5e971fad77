// An in-memory app context with a cheap password hash, for tests.
import type { AppContext } from '../context';
import { buildSeed } from '../seed/seed';
import { DEFAULT_TIME_ZONE } from '../services/visit-time';
import type { Data } from '../store/schema';
import { createMemoryStore } from '../store/store';

export const TEST_SCRYPT_LOG_N = 4;

export async function createTestContext(
  options: { now?: () => Date; seeded?: boolean; data?: Data; timeZone?: string } = {},
): Promise<AppContext & { logs: string[] }> {
  const logs: string[] = [];
  const now = options.now ?? (() => new Date());
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const seed = () => buildSeed({ scryptLogN: TEST_SCRYPT_LOG_N, now: now(), timeZone });
  const store = createMemoryStore(options.data ?? (options.seeded === false ? undefined : await seed()));
  return { store, now, log: (line) => logs.push(line), scryptLogN: TEST_SCRYPT_LOG_N, timeZone, seed, logs };
}
