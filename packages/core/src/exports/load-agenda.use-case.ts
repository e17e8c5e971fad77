// The events of a team's, a person's or a client's visits for a range, for the .ics download.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { CalendarApi } from '../calendar/calendar.port';
import type { ClientsApi } from '../clients/clients.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { agendaEvents, type AgendaEvent, type AgendaRange, type AgendaScope } from './agenda-events.rules';

export class LoadAgenda {
  constructor(
    private readonly clients: Pick<ClientsApi, 'list'>,
    private readonly calendar: Pick<CalendarApi, 'calendar'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  async execute(scope: AgendaScope, range: AgendaRange): Promise<Result<readonly AgendaEvent[], NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials, ownerId }) => {
      const [clients, calendar] = await Promise.all([this.clients.list(credentials, ownerId), this.calendar.calendar(credentials, ownerId)]);
      if (!clients.ok) return clients;
      if (!calendar.ok) return calendar;
      const minutes = new Map(clients.value.map((client) => [client.id, client.serviceMinutes]));
      return ok(agendaEvents(calendar.value, minutes, scope, range, this.clock.timeZone()));
    });
  }
}
