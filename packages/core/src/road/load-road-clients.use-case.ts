// The road screen's clients: those with visits pending today for the signed-in person. Each answer
// is kept on the device, in the cache the session store clears at sign-out, so that with no
// signal the screen still shows today's route as this person last loaded it, and says when.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { UserId } from '../account/user.entity';
import { businessToday } from '../shared/business-today';
import type { Cache, CacheScope } from '../shared/cache.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { unreachable } from '../visits/visit-work';
import type { RoadClient, RoadVisitsApi } from '../visits/visits.port';

/** Where the day is kept on the device (under the cache, so sign-out drops it). */
export const ROAD_DAY_CACHE_KEY = 'road-day';

/** What the road screen shows: the server's answer, or the day kept on the device when the server cannot be reached. */
export interface RoadDayClients {
  readonly clients: readonly RoadClient[];
  /** Null when the server answered; otherwise when the device kept this day (an ISO instant). */
  readonly savedAt: string | null;
}

/** The stored record: whose day, which day, and when it was kept. */
interface SavedRoadDay {
  readonly v: 1;
  readonly userId: UserId;
  /** The day in the clock's time zone (yyyy-mm-dd): yesterday's route is never shown as today's. */
  readonly date: string;
  readonly savedAt: string;
  readonly clients: readonly RoadClient[];
}

const isSavedRoadDay = (value: unknown): value is SavedRoadDay => {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<Record<keyof SavedRoadDay, unknown>>;
  return saved.v === 1 && typeof saved.userId === 'string' && typeof saved.date === 'string' && typeof saved.savedAt === 'string' && Array.isArray(saved.clients);
};

export class LoadRoadClients {
  constructor(
    private readonly api: Pick<RoadVisitsApi, 'roadClients'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(): Promise<Result<RoadDayClients, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, session, cacheScope }) => {
      const userId = session.user.id;
      const answer = await this.api.roadClients(credentials, userId);
      if (answer.ok) {
        const saved: SavedRoadDay = { v: 1, userId, date: businessToday(this.clock).toString(), savedAt: this.clock.now().toString(), clients: answer.value };
        this.cache.write(ROAD_DAY_CACHE_KEY, saved, cacheScope);
        return ok({ clients: answer.value, savedAt: null });
      }
      // Only a lost network falls back: a refusal (signed out elsewhere, no right to the road) is shown as it is.
      const saved = unreachable(answer.error) ? this.savedDay(userId, cacheScope) : null;
      return saved ? ok({ clients: saved.clients, savedAt: saved.savedAt }) : answer;
    });
  }

  /** The day kept on this device, if it is this person's and today's. */
  private savedDay(userId: UserId, scope: CacheScope): SavedRoadDay | null {
    const saved = this.cache.read<unknown>(ROAD_DAY_CACHE_KEY, scope);
    return isSavedRoadDay(saved) && saved.userId === userId && saved.date === businessToday(this.clock).toString() ? saved : null;
  }
}
