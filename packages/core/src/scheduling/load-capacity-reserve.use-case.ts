// The share of each day's open hours the business keeps free, for the capacity check. No
// documented call keeps it, so the device does, in the cache of the person signed in for their
// business: like every cached record it goes at sign-out, and the default comes back.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Cache } from '../shared/cache.port';
import { DEFAULT_RESERVE_PERCENT, isReservePercent } from './capacity.rules';

export const CAPACITY_RESERVE_CACHE_KEY = 'capacity-reserve';

export class LoadCapacityReserve {
  constructor(
    private readonly cache: Pick<Cache, 'read'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  /** The reserve in percent: the one kept for this business on the device, else the default. */
  execute(): number {
    const context = businessContext(this.sessions);
    if (!context.ok) return DEFAULT_RESERVE_PERCENT;
    const kept = this.cache.read<unknown>(CAPACITY_RESERVE_CACHE_KEY, context.value.cacheScope);
    return typeof kept === 'number' && isReservePercent(kept) ? kept : DEFAULT_RESERVE_PERCENT;
  }
}
