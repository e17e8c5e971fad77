// A business's large answers (its client list, calendar and reports, and its teams' agendas: tens
// of megabytes at 10,000 clients) share a budget, so that one business reading them as fast as it
// can does not take the server, its memory or its bandwidth from every other business:
//
// - at most `perBusiness` of them are being sent at once;
// - each keeps its place until its bytes would have gone out at `bytesPerSecond`, so that a
//   reader on a fast link cannot pull more than `perBusiness` times that a second; a browser on
//   any real link reads slower than that, and a 304 sends nothing;
// - up to `waiting` more wait for a place, in order, costing nothing meanwhile; beyond that the
//   call is refused at once with 429 `{ error }` and Retry-After. A browser sends at most six
//   calls at once to a server, so one person never meets the refusal; the web app waits as told
//   and asks again.
//
// A call takes its place before its answer is built or compressed, and waits for it without
// having read anything: the answer it gets is as new as the moment it is let through.
import type { Response } from 'express';
import { tooManyRequests } from './http-error';

export interface HeavyReadSettings {
  /** Large answers being sent at once per business; 0 turns the budget off. */
  readonly perBusiness: number;
  /** Calls that may wait for a place, per business, before one is refused. */
  readonly waiting: number;
  /** The pace each place is held to. */
  readonly bytesPerSecond: number;
}

export const HEAVY_READS: HeavyReadSettings = { perBusiness: 4, waiting: 64, bytesPerSecond: 8 * 1024 * 1024 };
const HEAVY_READS_RETRY_AFTER_MS = 2000;
const HEAVY_READS_MESSAGE =
  'This business is already being sent many large lists (clients, calendar, reports or team agendas) at once. Try again in a few seconds.';

/** What a call let through reports: the bytes of the answer it sent. */
export interface HeavyReadTurn {
  sent(bytes: number): void;
}

/** The clock and timer the budget runs on (tests pass their own). */
interface HeavyReadClock {
  now(): number;
  after(ms: number, run: () => void): void;
}

const realClock: HeavyReadClock = {
  now: () => performance.now(),
  after: (ms, run) => void setTimeout(run, ms),
};

/** Whether the answer's connection is gone already (its 'close' has been told, or will not be). */
const isClosed = (res: Response) => res.destroyed || res.closed;

interface Business {
  /** Places taken (answers being sent, or held to the pace). */
  taken: number;
  readonly waiting: Array<() => void>;
}

export class HeavyReads {
  readonly settings: HeavyReadSettings;
  private readonly businesses = new Map<string, Business>();

  constructor(
    settings: Partial<HeavyReadSettings> = {},
    private readonly clock: HeavyReadClock = realClock,
  ) {
    this.settings = { ...HEAVY_READS, ...settings };
  }

  /**
   * Waits for a place for the answer `res` will carry, and holds it until the answer is sent
   * (or its connection closes) and the pace allows; `null` when the caller went away while
   * waiting. Throws the 429 refusal when the business's waiting calls are already too many.
   */
  async admit(businessId: string, res: Response): Promise<HeavyReadTurn | null> {
    const { perBusiness, waiting, bytesPerSecond } = this.settings;
    if (perBusiness === 0) return { sent: () => undefined };
    if (isClosed(res)) return null;
    let business = this.businesses.get(businessId);
    if (!business) this.businesses.set(businessId, (business = { taken: 0, waiting: [] }));
    const b = business;
    if (b.taken < perBusiness) b.taken += 1;
    else {
      if (b.waiting.length >= waiting) throw tooManyRequests(HEAVY_READS_MESSAGE, HEAVY_READS_RETRY_AFTER_MS);
      const given = await new Promise<boolean>((resolve) => {
        const turn = () => {
          res.off('close', gone);
          resolve(true);
        };
        const gone = () => {
          b.waiting.splice(b.waiting.indexOf(turn), 1);
          resolve(false);
        };
        b.waiting.push(turn);
        res.once('close', gone);
      });
      if (!given) return null;
      if (isClosed(res)) {
        this.release(businessId, b);
        return null;
      }
    }
    const start = this.clock.now();
    let bytes = 0;
    res.once('close', () => {
      const hold = (bytes / bytesPerSecond) * 1000 - (this.clock.now() - start);
      if (hold > 0) this.clock.after(hold, () => this.release(businessId, b));
      else this.release(businessId, b);
    });
    return { sent: (n) => (bytes += n) };
  }

  /** Places taken and calls waiting for `businessId`. */
  of(businessId: string): { readonly taken: number; readonly waiting: number } {
    const b = this.businesses.get(businessId);
    return { taken: b?.taken ?? 0, waiting: b?.waiting.length ?? 0 };
  }

  private release(businessId: string, b: Business): void {
    // The place goes straight to the next waiting call.
    const next = b.waiting.shift();
    if (next) return next();
    b.taken -= 1;
    if (b.taken === 0 && this.businesses.get(businessId) === b) this.businesses.delete(businessId);
  }
}
