// Whose stops come first on the road screen: a leader sees the clients of the teams they lead
// first, and the rest of the business's stops behind a switch (any visit of the business
// stays open to any business role, and the leader's own come first). Drawn from the
// documented calls: the business's teams (who leads which) and each led team's clients (with their
// service durations, which the road plans the day with), kept on the device (the session's cache)
// so that a day reloaded with no signal still puts them first.
import { businessContext, withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ClientsApi } from '../clients/clients.port';
import type { Cache, CacheScope } from '../shared/cache.port';
import { inFlight } from '../shared/in-flight';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { unreachable } from '../visits/visit-work';
import type { TeamsApi } from '../teams/teams.port';

/** The teams the signed-in leader leads, and their clients. */
export interface OwnTeamClients {
  readonly teamNames: readonly string[];
  readonly clientIds: ReadonlySet<string>;
  /**
   * Minutes on site of those of their clients that have a service duration (the same answers
   * carry it): the road plans the leader's day with them. Absent in a record kept before.
   */
  readonly serviceMinutes?: ReadonlyMap<string, number>;
}

/** How many of the led teams' clients are asked at once. */
export const OWN_TEAMS_IN_FLIGHT = 4;

/** Where the last answer is kept on the device (under the cache, so sign-out drops it). */
export const OWN_TEAMS_CACHE_KEY = 'road-own-teams';

interface SavedOwnTeams {
  readonly v: 1;
  readonly teamNames: readonly string[];
  readonly clientIds: readonly string[];
  /** [clientId, minutes] of the clients with a service duration; absent in a record kept before. */
  readonly minutes?: readonly (readonly [string, number])[];
}

const isSavedOwnTeams = (value: unknown): value is SavedOwnTeams => {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<Record<keyof SavedOwnTeams, unknown>>;
  return saved.v === 1 && Array.isArray(saved.teamNames) && Array.isArray(saved.clientIds);
};

function keptIn(cache: Cache, scope: CacheScope): OwnTeamClients | null | undefined {
  const saved = cache.read<unknown>(OWN_TEAMS_CACHE_KEY, scope);
  if (!isSavedOwnTeams(saved)) return undefined;
  if (saved.teamNames.length === 0) return null;
  const minutes = Array.isArray(saved.minutes) ? saved.minutes.filter(([id, m]) => typeof id === 'string' && typeof m === 'number' && m > 0) : [];
  return { teamNames: saved.teamNames, clientIds: new Set(saved.clientIds), serviceMinutes: new Map(minutes) };
}

export class LoadOwnTeamClients {
  constructor(
    private readonly teams: Pick<TeamsApi, 'list'>,
    private readonly clients: Pick<ClientsApi, 'teamClients'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  /**
   * The last answer kept on the device, at once (the road draws with it while the teams are asked
   * again); undefined when none is kept, null as `execute` answers it.
   */
  keptOnDevice(): OwnTeamClients | null | undefined {
    const context = businessContext(this.sessions);
    if (!context.ok) return undefined;
    if (context.value.session.user.role !== 'leader') return null;
    return keptIn(this.cache, context.value.cacheScope);
  }

  /**
   * Null when every stop is the person's own: an owner or a manager (they run the whole day), or
   * a leader who leads no team (nothing to put first).
   */
  async execute(): Promise<Result<OwnTeamClients | null, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ session, credentials, ownerId, cacheScope }) => {
      if (session.user.role !== 'leader') return ok(null);
      const kept = () => {
        const saved = keptIn(this.cache, cacheScope);
        return saved === undefined ? null : ok(saved);
      };
      const teams = await this.teams.list(credentials, ownerId);
      if (!teams.ok) return (unreachable(teams.error) && kept()) || teams;
      const led = teams.value.filter((team) => team.leader?.id === session.user.id);
      const clientIds = new Set<string>();
      const serviceMinutes = new Map<string, number>();
      // A leader may lead many teams: their clients are asked a few teams at a time.
      for (const visits of await inFlight(led, OWN_TEAMS_IN_FLIGHT, (team) => this.clients.teamClients(credentials, team.id))) {
        if (!visits.ok) return (unreachable(visits.error) && kept()) || visits;
        for (const client of visits.value) {
          clientIds.add(client.clientId);
          if (client.serviceMinutes !== null && client.serviceMinutes > 0) serviceMinutes.set(client.clientId, client.serviceMinutes);
        }
      }
      const teamNames = led.map((team) => team.name);
      this.cache.write(OWN_TEAMS_CACHE_KEY, { v: 1, teamNames, clientIds: [...clientIds], minutes: [...serviceMinutes] } satisfies SavedOwnTeams, cacheScope);
      return ok(led.length === 0 ? null : { teamNames, clientIds, serviceMinutes });
    });
  }
}

/** The day's stops with the leader's own first (each part in the order given); null own keeps them all as given. */
export function ownStopsFirst<T extends { readonly clientId: string }>(stops: readonly T[], own: OwnTeamClients | null): { readonly own: readonly T[]; readonly others: readonly T[] } {
  if (own === null) return { own: stops, others: [] };
  return { own: stops.filter((s) => own.clientIds.has(s.clientId)), others: stops.filter((s) => !own.clientIds.has(s.clientId)) };
}
