// The business's clients (/business-clients), kept in the device's cache for an instant first paint.
import { businessContext, withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Cache } from '../shared/cache.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { Client } from './client.entity';
import { clientFromSnapshot, clientToSnapshot, type ClientSnapshot } from './client.snapshot';
import { CLIENTS_CACHE_KEY } from './clients-cache';
import type { ClientsApi } from './clients.port';

export class LoadClients {
  constructor(
    private readonly api: Pick<ClientsApi, 'list'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Cache,
  ) {}

  cached(): readonly Client[] | null {
    // Only this person's list of this business: never what someone else left on the device.
    const context = businessContext(this.sessions);
    if (!context.ok) return null;
    const snapshot = this.cache.read<ClientSnapshot[]>(CLIENTS_CACHE_KEY, context.value.cacheScope);
    if (!Array.isArray(snapshot)) return null;
    try {
      return snapshot.map(clientFromSnapshot);
    } catch {
      return null;
    }
  }

  async execute(): Promise<Result<readonly Client[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId, cacheScope }) => {
      const answer = await this.api.list(credentials, ownerId);
      if (answer.ok) this.cache.write(CLIENTS_CACHE_KEY, answer.value.map(clientToSnapshot), cacheScope);
      return answer;
    });
  }
}
