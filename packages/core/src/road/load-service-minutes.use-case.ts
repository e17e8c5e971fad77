// How long a visit to each of the day's clients takes, for the road's plan (plan-the-road.md): the
// service duration the business set on each client. The road's own answer does not carry it; a
// leader's own teams' answers do (LoadOwnTeamClients), and for everyone else the documented call
// that does is the business's client list. The same answer says each client's team, with which an
// owner plans one team's day rather than one route through every team's stops. Only the day's
// clients are kept, on the device (the session's cache), so that a day reloaded with no signal is
// planned with them too.
import { businessContext, withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ClientsApi } from '../clients/clients.port';
import type { Cache, CacheScope } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { unreachable } from '../visits/visit-work';

/** Where the day's durations are kept on the device (under the cache, so sign-out drops them). */
export const ROAD_MINUTES_CACHE_KEY = 'road-service-minutes';

/** A client's team as the road names it. */
export interface DayClientTeam {
  readonly id: string;
  readonly name: string;
}

/** What the business's client list says of the day's clients. */
export interface DayClientFacts {
  /** Minutes on site of those with a service duration (none, or 0: left out, the plan gives the default). */
  readonly minutes: ReadonlyMap<string, number>;
  /** The team of those that have one. */
  readonly teams: ReadonlyMap<string, DayClientTeam>;
}

interface SavedFacts {
  readonly v: 1;
  /** [clientId, minutes] of the day's clients that have a service duration. */
  readonly minutes: readonly (readonly [string, number])[];
  /** [clientId, team id, team name]; absent in what an earlier version kept. */
  readonly teams?: readonly (readonly [string, string, string])[];
}

const isSavedFacts = (value: unknown): value is SavedFacts =>
  typeof value === 'object' && value !== null && (value as Partial<SavedFacts>).v === 1 && Array.isArray((value as Partial<SavedFacts>).minutes);

const isTeamEntry = (entry: unknown): entry is readonly [string, string, string] => Array.isArray(entry) && entry.length === 3 && entry.every((part) => typeof part === 'string');

function keptIn(cache: Cache, scope: CacheScope): DayClientFacts {
  const saved = cache.read<unknown>(ROAD_MINUTES_CACHE_KEY, scope);
  if (!isSavedFacts(saved)) return { minutes: new Map(), teams: new Map() };
  const teams = Array.isArray(saved.teams) ? saved.teams.filter(isTeamEntry) : [];
  return {
    minutes: new Map(saved.minutes.filter(([id, minutes]) => typeof id === 'string' && typeof minutes === 'number' && minutes > 0)),
    teams: new Map(teams.map(([client, id, name]) => [client, { id, name }])),
  };
}

export class LoadServiceMinutes {
  constructor(
    private readonly clients: Pick<ClientsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  /** What the device kept of the last answer, at once (empty when none). */
  keptOnDevice(): DayClientFacts {
    const context = businessContext(this.sessions);
    return context.ok ? keptIn(this.cache, context.value.cacheScope) : { minutes: new Map(), teams: new Map() };
  }

  /** The minutes on site and the team of those of `clientIds` that have them. With no signal, the ones kept. */
  async execute(clientIds: Iterable<string>): Promise<Result<DayClientFacts, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId, cacheScope }) => {
      const answer = await this.clients.list(credentials, ownerId);
      if (!answer.ok) return unreachable(answer.error) ? ok(keptIn(this.cache, cacheScope)) : answer;
      const wanted = new Set(clientIds);
      const minutes = new Map<string, number>();
      const teams = new Map<string, DayClientTeam>();
      for (const client of answer.value) {
        if (!wanted.has(client.id)) continue;
        if (client.serviceMinutes !== null && client.serviceMinutes > 0) minutes.set(client.id, client.serviceMinutes);
        if (client.team) teams.set(client.id, { id: client.team.id, name: client.team.name });
      }
      const saved: SavedFacts = { v: 1, minutes: [...minutes], teams: [...teams].map(([client, team]) => [client, team.id, team.name] as const) };
      this.cache.write(ROAD_MINUTES_CACHE_KEY, saved, cacheScope);
      return ok({ minutes, teams });
    });
  }
}
