// The crew's pins kept on the device for the day (in the cache, under the person and
// the business, dropped at sign-out): a reload, or the road opened again later the same day, keeps
// the order the crew chose. Another day starts with none.
import { businessContext } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import { businessToday } from '../shared/business-today';
import type { Cache } from '../shared/cache.port';
import type { Clock } from '../shared/clock.port';
import type { CrewOrder } from './crew-order.rules';

/** Where the crew's order is kept on the device. */
export const CREW_ORDER_CACHE_KEY = 'road-crew-order';

interface SavedCrewOrder {
  readonly v: 1;
  /** The business's date it was kept on (yyyy-mm-dd). */
  readonly date: string;
  readonly pinned: readonly string[];
}

const isSavedCrewOrder = (value: unknown): value is SavedCrewOrder => {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<Record<keyof SavedCrewOrder, unknown>>;
  return saved.v === 1 && typeof saved.date === 'string' && Array.isArray(saved.pinned) && saved.pinned.every((id) => typeof id === 'string');
};

export class KeptCrewOrder {
  constructor(
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  /** Today's pins of the signed-in person in this business; none on another day or for someone else. */
  read(): CrewOrder {
    const context = businessContext(this.sessions);
    if (!context.ok) return [];
    const saved = this.cache.read<unknown>(CREW_ORDER_CACHE_KEY, context.value.cacheScope);
    return isSavedCrewOrder(saved) && saved.date === businessToday(this.clock).toString() ? saved.pinned : [];
  }

  save(pinned: CrewOrder): void {
    const context = businessContext(this.sessions);
    if (!context.ok) return;
    this.cache.write(CREW_ORDER_CACHE_KEY, { v: 1, date: businessToday(this.clock).toString(), pinned: [...pinned] } satisfies SavedCrewOrder, context.value.cacheScope);
  }
}
