// Deletes a service from the catalogue.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { ServicesApi } from './services.port';

export class DeleteService {
  constructor(
    private readonly api: Pick<ServicesApi, 'remove'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(serviceId: string): Promise<Result<Ack, ValidationFailure<'id'> | NotSignedIn | ApiFailure>> {
    if (!serviceId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, ({ credentials }) => this.api.remove(credentials, serviceId));
  }
}
