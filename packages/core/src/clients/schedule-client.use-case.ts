// Registers a new client with its team and, if any, its visits (/business-add-client); the
// clients cache is cleared on success.
import type { Temporal } from 'temporal-polyfill';
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Ack } from '../shared/acknowledgement';
import { businessToday } from '../shared/business-today';
import type { Cache } from '../shared/cache.port';
import type { Clock } from '../shared/clock.port';
import { validationFailure } from '../shared/failures';
import { err, type Result } from '../shared/result';
import type { Recurrence } from '../scheduling/recurrence.rules';
import type { ClientInput } from './client.entity';
import { localTimes, trimClient } from './client-request';
import { validateClient, type ClientField } from './client.rules';
import { CLIENTS_CACHE_KEY } from './clients-cache';
import type { ClientsFailure } from './clients.errors';
import type { ClientsApi } from './clients.port';

export interface ClientToSchedule {
  readonly client: ClientInput;
  readonly teamId: string | null;
  readonly dates: readonly Temporal.ZonedDateTime[];
  readonly recurrence: Recurrence | null;
}

/** Registers a new client with its team and visits; the client cache is cleared on success. */
export class ScheduleClient {
  constructor(
    private readonly api: Pick<ClientsApi, 'create'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly cache: Pick<Cache, 'remove'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(input: ClientToSchedule): Promise<Result<Ack, ClientsFailure<ClientField | 'dates'>>> {
    // Visits are optional for a new client (001 section 5 asks only for the team and the client's
    // fields); dates that come must come with their recurrence.
    const issues = [
      ...validateClient(input.client, { teamId: input.teamId, today: businessToday(this.clock) }),
      ...(input.dates.length > 0 && !input.recurrence ? [{ field: 'dates' as const, code: 'DATES_REQUIRED' as const }] : []),
    ];
    const teamId = input.teamId;
    if (issues.length > 0 || !teamId) return err(validationFailure(issues));
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const answer = await this.api.create(credentials, ownerId, {
        ...trimClient(input.client),
        teamId,
        visits: localTimes(input.dates, this.clock.timeZone()),
        recurrence: input.dates.length > 0 ? input.recurrence : null,
      });
      if (answer.ok) this.cache.remove(CLIENTS_CACHE_KEY);
      return answer;
    });
  }
}
