// Removes a service attached to a client.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

export class DeleteAttachedService {
  constructor(
    private readonly api: Pick<ClientsApi, 'deleteAttachedService'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(attachedServiceId: string): Promise<Result<Ack, ClientsFailure<'id'>>> {
    if (!attachedServiceId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, ({ credentials }) => this.api.deleteAttachedService(credentials, attachedServiceId));
  }
}
