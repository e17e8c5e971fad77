// Deletes a client; the clients cache is cleared on success.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Cache } from '../shared/cache.port';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { CLIENTS_CACHE_KEY } from './clients-cache';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

export class DeleteClient {
  constructor(
    private readonly api: Pick<ClientsApi, 'deleteClient'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
  ) {}

  async execute(clientId: string): Promise<Result<Ack, ClientsFailure<'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, async ({ credentials }) => {
      const answer = await this.api.deleteClient(credentials, clientId);
      if (answer.ok) this.cache.remove(CLIENTS_CACHE_KEY);
      return answer;
    });
  }
}
