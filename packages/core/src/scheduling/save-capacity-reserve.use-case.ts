// Sets the share of each day's open hours the business keeps free (a whole percent, 0 to 50),
// kept on the device for the business (LoadCapacityReserve says where and for how long).
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Cache } from '../shared/cache.port';
import type { NotSignedIn } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import { isReservePercent } from './capacity.rules';
import { CAPACITY_RESERVE_CACHE_KEY } from './load-capacity-reserve.use-case';

export type ReserveRefusal = { readonly code: 'RESERVE_INVALID' };

export class SaveCapacityReserve {
  constructor(
    private readonly cache: Pick<Cache, 'write'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  execute(percent: number): Result<number, ReserveRefusal | NotSignedIn> {
    if (!isReservePercent(percent)) return err({ code: 'RESERVE_INVALID' });
    const context = businessContext(this.sessions);
    if (!context.ok) return context;
    this.cache.write(CAPACITY_RESERVE_CACHE_KEY, percent, context.value.cacheScope);
    return ok(percent);
  }
}
