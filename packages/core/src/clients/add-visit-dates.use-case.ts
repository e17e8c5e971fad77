// More visits for an existing client, sent as local times of the business with their recurrence.
import type { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import type { Clock } from '../shared/clock.port';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { Recurrence } from '../scheduling/recurrence.rules';
import { localTimes } from './client-request';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

/** More visits for an existing client; at least one date ("otherwise a message in the modal title"). */
export class AddVisitDates {
  constructor(
    private readonly api: Pick<ClientsApi, 'addVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  async execute(clientId: string, dates: readonly Temporal.ZonedDateTime[], recurrence: Recurrence | null): Promise<Result<Ack, ClientsFailure<'dates' | 'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    if (dates.length === 0 || !recurrence) return err(validationFailure([{ field: 'dates', code: 'DATES_REQUIRED' }]));
    return withBusiness(this.sessions, ({ credentials }) => this.api.addVisits(credentials, clientId, localTimes(dates, this.clock.timeZone()), recurrence));
  }
}
