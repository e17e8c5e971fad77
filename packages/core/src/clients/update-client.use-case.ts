// Edits a client's fields; the clients cache is cleared on success.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import { businessToday } from '../shared/business-today';
import type { Cache } from '../shared/cache.port';
import type { Clock } from '../shared/clock.port';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { ClientInput } from './client.entity';
import { trimClient } from './client-request';
import { validateClient, type ClientField } from './client.rules';
import { CLIENTS_CACHE_KEY } from './clients-cache';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

export class UpdateClient {
  constructor(
    private readonly api: Pick<ClientsApi, 'update'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(clientId: string, input: ClientInput): Promise<Result<Ack, ClientsFailure<ClientField | 'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const issues = validateClient(input, { today: businessToday(this.clock) });
    if (issues.length > 0) return err(validationFailure(issues));
    return withBusiness(this.sessions, async ({ credentials }) => {
      const answer = await this.api.update(credentials, clientId, trimClient(input));
      if (answer.ok) this.cache.remove(CLIENTS_CACHE_KEY);
      return answer;
    });
  }
}
