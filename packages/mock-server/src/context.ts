// What every route module receives: the store, the clock, the log and the server's settings
// (AppContext, given by whoever starts the app), and the app's own guards (RouteContext).
import type { AnswerCompressor } from './http/cached-answer';
import type { HeavyReads } from './http/heavy-reads';
import type { AccountLimits } from './security/account-limits';
import type { PasswordHasher } from './security/passwords';
import type { Authenticator } from './services/auth';
import type { OneTimeCodes } from './services/one-time-codes';
import type { Outbox } from './services/outbox';
import type { Data } from './store/schema';
import type { Store } from './store/store';

export interface AppContext {
  readonly store: Store;
  readonly now: () => Date;
  /** Where log lines go. The app escapes every line it writes here (security/log-lines.ts). */
  readonly log: (line: string) => void;
  /** scrypt cost exponent for new password hashes. */
  readonly scryptLogN: number;
  /** Where passwords are hashed (worker threads, bounded queue); the process's shared one by default. */
  readonly passwords?: PasswordHasher;
  /** Where large answers are compressed; a thread of its own at a lower priority, and libuv's pool, by default. */
  readonly compressor?: AnswerCompressor;
  /** The business's IANA time zone: "today" of the visits (the wire's dates carry no zone). */
  readonly timeZone: string;
  /** Builds the demo data (used by POST /__dev/reset). */
  readonly seed: () => Promise<Data>;
}

/**
 * The context plus what one app instance keeps in memory (sessions' last use, attempt counts, code
 * tries) and its outbox. Its `log` escapes every line.
 */
export interface RouteContext extends AppContext {
  readonly auth: Authenticator;
  readonly outbox: Outbox;
  readonly limits: AccountLimits;
  readonly codes: OneTimeCodes;
  /** The bound on each business's whole-business answers in flight. */
  readonly heavyReads: HeavyReads;
}
