// Deletes one visit from a client's schedule.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

export class DeleteVisit {
  constructor(
    private readonly api: Pick<ClientsApi, 'deleteVisit'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(clientId: string, visitId: string): Promise<Result<Ack, ClientsFailure<'id'>>> {
    if (!clientId || !visitId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, ({ credentials }) => this.api.deleteVisit(credentials, clientId, visitId));
  }
}
