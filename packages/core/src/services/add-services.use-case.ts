// Saves the queued batch of new services into the catalogue; an empty queue is refused.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { NewService } from './service-item';
import type { ServicesApi } from './services.port';

export class AddServices {
  constructor(
    private readonly api: Pick<ServicesApi, 'create'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(queue: readonly NewService[]): Promise<Result<Ack, ValidationFailure<'queue'> | NotSignedIn | ApiFailure>> {
    if (queue.length === 0) return err(validationFailure([{ field: 'queue', code: 'FIELD_INVALID' }]));
    return withBusiness(this.sessions, ({ credentials, ownerId }) => this.api.create(credentials, ownerId, queue));
  }
}
