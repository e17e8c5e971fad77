// What every route module receives: the store, the clock, the log and the server's settings.
import type { Data } from './store/schema';
import type { Store } from './store/store';

export interface AppContext {
  readonly store: Store;
  readonly now: () => Date;
  readonly log: (line: string) => void;
  /** scrypt cost exponent for new password hashes. */
  readonly scryptLogN: number;
  /** The business's IANA time zone: "today" of the visits (the wire's dates carry no zone). */
  readonly timeZone: string;
  /** Builds the demo data (used by POST /__dev/reset). */
  readonly seed: () => Promise<Data>;
}
