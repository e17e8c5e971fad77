// Edits the name and price of a catalogue service, checked as typed.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { ApiFailure, NotSignedIn, ValidationFailure } from '../shared/failures';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import { readServiceInput, type ServiceField } from './service-input';
import type { ServicesApi } from './services.port';

export class EditService {
  constructor(
    private readonly api: Pick<ServicesApi, 'edit'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(input: { id: string; name: string; price: string }): Promise<Result<Ack, ValidationFailure<ServiceField | 'id'> | NotSignedIn | ApiFailure>> {
    if (!input.id) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    const read = readServiceInput(input);
    if (!read.ok) return read;
    return withBusiness(this.sessions, ({ credentials }) => this.api.edit(credentials, { id: input.id, ...read.value }));
  }
}
