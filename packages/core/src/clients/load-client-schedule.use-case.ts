// A client's schedule (the client detail screen): its visits in date order.
import { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import { validationFailure } from '../shared/failures';
import { err, ok, type Result } from '../shared/result';
import type { ClientSchedule } from './client.entity';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

export class LoadClientSchedule {
  constructor(
    private readonly api: Pick<ClientsApi, 'schedule'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
  ) {}

  async execute(clientId: string): Promise<Result<ClientSchedule, ClientsFailure<'id'>>> {
    if (!clientId) return err(validationFailure([{ field: 'id', code: 'ID_MISSING' }]));
    return withBusiness(this.sessions, async ({ credentials }) => {
      const answer = await this.api.schedule(credentials, clientId);
      if (!answer.ok) return answer;
      const visits = [...answer.value.visits].sort((a, b) => Temporal.PlainDateTime.compare(a.start, b.start));
      return ok({ ...answer.value, visits });
    });
  }
}
