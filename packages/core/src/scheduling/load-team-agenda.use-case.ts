// The team's existing visits, indexed once for every conflict check while the person plans a
// client's visits, with what the team has booked each day (the capacity check).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { bookedAgendaOf, type BookedAgenda } from './schedule-change';
import type { ClientsApi } from '../clients/clients.port';

/** The team's existing visits, indexed once for every conflict check while the person plans. */
export class LoadTeamAgenda {
  constructor(
    private readonly api: Pick<ClientsApi, 'teamVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  async execute(teamId: string, options: { excludeClientId?: string } = {}): Promise<Result<BookedAgenda, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials }) => {
      const answer = await this.api.teamVisits(credentials, teamId);
      if (!answer.ok) return answer;
      // A client's own visits never conflict with each other when adding dates to it; they still
      // book their days.
      return ok(bookedAgendaOf(answer.value, this.clock.timeZone(), { clientId: options.excludeClientId }));
    });
  }
}
