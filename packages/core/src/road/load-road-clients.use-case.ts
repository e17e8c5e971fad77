// The road screen's clients: those with visits pending today for the signed-in person. Each answer
// is kept on the device, in the cache the session store clears at sign-out, so that with no
// signal the screen still shows today's route as this person last loaded it, and says when.
import { businessContext, withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Credentials, UserId } from '../account/user.entity';
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

/** How long a day asked ahead (LoadRoadClients.askAhead) may wait for the screen that asked it: older, it is asked again. */
export const ASKED_AHEAD_FOR_MS = 30_000;

type RoadAnswer = Result<readonly RoadClient[], ApiFailure>;

const askerOf = (credentials: Credentials, userId: UserId) => `${credentials.email}|${credentials.token}|${userId}`;

export class LoadRoadClients {
  /** The day asked ahead of the screen, for whom and when: the next execute for the same person takes it, once. */
  private ahead: { readonly asker: string; readonly at: number; readonly answer: Promise<RoadAnswer> } | null = null;

  constructor(
    private readonly api: Pick<RoadVisitsApi, 'roadClients'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  /**
   * Asks for the day now, while the screen still gets ready to draw (the business's zone looked
   * up on a cold start): the screen's first execute takes this answer instead of asking again.
   */
  askAhead(): void {
    const context = businessContext(this.sessions);
    if (!context.ok) return;
    const { credentials, session } = context.value;
    this.ahead = { asker: askerOf(credentials, session.user.id), at: this.clock.now().epochMilliseconds, answer: this.api.roadClients(credentials, session.user.id) };
  }

  async execute(): Promise<Result<RoadDayClients, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, session, cacheScope }) => {
      const userId = session.user.id;
      const answer = await this.answerFor(credentials, userId);
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

  /** The day asked ahead for this very person, recent and answered, else asked now. */
  private async answerFor(credentials: Credentials, userId: UserId): Promise<RoadAnswer> {
    const ahead = this.ahead;
    this.ahead = null;
    if (ahead && ahead.asker === askerOf(credentials, userId) && this.clock.now().epochMilliseconds - ahead.at <= ASKED_AHEAD_FOR_MS) {
      const answer = await ahead.answer;
      if (answer.ok) return answer;
    }
    return this.api.roadClients(credentials, userId);
  }

  /** The day kept on this device, if it is this person's and today's. */
  private savedDay(userId: UserId, scope: CacheScope): SavedRoadDay | null {
    const saved = this.cache.read<unknown>(ROAD_DAY_CACHE_KEY, scope);
    return isSavedRoadDay(saved) && saved.userId === userId && saved.date === businessToday(this.clock).toString() ? saved : null;
  }
}
