// Moves one visit of a client to a new local date and time (the inline edit of the schedule table).
import type { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

/** Moves one visit (the inline edit of the schedule table). */
export class UpdateVisitDate {
  constructor(
    private readonly api: Pick<ClientsApi, 'moveVisit'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(clientId: string, visitId: string, start: Temporal.PlainDateTime): Promise<Result<Ack, ClientsFailure<'id'>>> {
    if (!clientId || !visitId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, ({ credentials }) => this.api.moveVisit(credentials, clientId, visitId, start));
  }
}
