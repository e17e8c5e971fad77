// How long a visit to each of the day's clients takes, for the road's plan (plan-the-road.md): the
// service duration the business set on each client. The road's own answer does not carry it; a
// leader's own teams' answers do (LoadOwnTeamClients), and for everyone else the documented call
// that does is the business's client list. Only the day's clients are kept, on the device (the
// session's cache), so that a day reloaded with no signal is planned with them too.
import { businessContext, withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ClientsApi } from '../clients/clients.port';
import type { Cache, CacheScope } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { unreachable } from '../visits/visit-work';

/** Where the day's durations are kept on the device (under the cache, so sign-out drops them). */
export const ROAD_MINUTES_CACHE_KEY = 'road-service-minutes';

interface SavedMinutes {
  readonly v: 1;
  /** [clientId, minutes] of the day's clients that have a service duration. */
  readonly minutes: readonly (readonly [string, number])[];
}

const isSavedMinutes = (value: unknown): value is SavedMinutes =>
  typeof value === 'object' && value !== null && (value as Partial<SavedMinutes>).v === 1 && Array.isArray((value as Partial<SavedMinutes>).minutes);

function keptIn(cache: Cache, scope: CacheScope): Map<string, number> {
  const saved = cache.read<unknown>(ROAD_MINUTES_CACHE_KEY, scope);
  if (!isSavedMinutes(saved)) return new Map();
  return new Map(saved.minutes.filter(([id, minutes]) => typeof id === 'string' && typeof minutes === 'number' && minutes > 0));
}

export class LoadServiceMinutes {
  constructor(
    private readonly clients: Pick<ClientsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  /** The durations kept on the device by the last answer, at once (empty when none). */
  keptOnDevice(): ReadonlyMap<string, number> {
    const context = businessContext(this.sessions);
    return context.ok ? keptIn(this.cache, context.value.cacheScope) : new Map();
  }

  /**
   * The minutes on site of those of `clientIds` that have a service duration (a client without
   * one, or with 0, is left out: the plan gives it the default). With no signal, the ones kept.
   */
  async execute(clientIds: Iterable<string>): Promise<Result<ReadonlyMap<string, number>, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId, cacheScope }) => {
      const answer = await this.clients.list(credentials, ownerId);
      if (!answer.ok) return unreachable(answer.error) ? ok(keptIn(this.cache, cacheScope)) : answer;
      const wanted = new Set(clientIds);
      const minutes = new Map<string, number>();
      for (const client of answer.value) {
        if (wanted.has(client.id) && client.serviceMinutes !== null && client.serviceMinutes > 0) minutes.set(client.id, client.serviceMinutes);
      }
      this.cache.write(ROAD_MINUTES_CACHE_KEY, { v: 1, minutes: [...minutes] } satisfies SavedMinutes, cacheScope);
      return ok(minutes);
    });
  }
}
