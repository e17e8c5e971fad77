// The minutes the live board and the crew's screen allow a visit before it is late (not started
// after its booked time) or running over (past its service duration). The business sets its own on
// the live board; until then LATE_MARGIN_LIMITS.defaultMinutes.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { NotSignedIn } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { LateMarginStore } from './late-margin.port';

/** Whole minutes a business may set: none at all to four hours (beyond, a typing slip). */
export const LATE_MARGIN_LIMITS = { minMinutes: 0, maxMinutes: 240, defaultMinutes: 10 } as const;

export interface LateMarginInvalid {
  readonly code: 'LATE_MARGIN_INVALID';
}

export const isLateMargin = (minutes: number): boolean => Number.isInteger(minutes) && minutes >= LATE_MARGIN_LIMITS.minMinutes && minutes <= LATE_MARGIN_LIMITS.maxMinutes;

export class LateMargin {
  constructor(
    private readonly store: LateMarginStore,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** The business's margin in minutes: its own when it set one (and it is still valid), else the default. */
  current(): number {
    const context = businessContext(this.sessions);
    const kept = context.ok ? this.store.load(context.value.ownerId) : null;
    return kept !== null && isLateMargin(kept) ? kept : LATE_MARGIN_LIMITS.defaultMinutes;
  }

  /** Keeps the business's margin on the device; one outside the limits is refused. */
  set(minutes: number): Result<number, LateMarginInvalid | NotSignedIn> {
    if (!isLateMargin(minutes)) return err({ code: 'LATE_MARGIN_INVALID' });
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    this.store.save(context.value.ownerId, minutes);
    return ok(minutes);
  }
}
