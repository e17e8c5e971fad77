// The team's existing visits, indexed once for every conflict check while the person plans a
// client's visits.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { teamAgendaOf } from './schedule-change';
import type { TeamAgenda } from './team-agenda.entity';
import type { ClientsApi } from '../clients/clients.port';
import type { VisitTask } from './visit-task';

/** The team's existing visits, indexed once for every conflict check while the person plans. */
export class LoadTeamAgenda {
  constructor(
    private readonly api: Pick<ClientsApi, 'teamVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  async execute(teamId: string, options: { excludeClientId?: string } = {}): Promise<Result<TeamAgenda<VisitTask>, NotSignedIn | ApiFailure>> {
    return withBusiness(this.sessions, async ({ credentials }) => {
      const answer = await this.api.teamVisits(credentials, teamId);
      if (!answer.ok) return answer;
      // A client's own visits never conflict with each other when adding dates to it.
      return ok(teamAgendaOf(answer.value, this.clock.timeZone(), { clientId: options.excludeClientId }));
    });
  }
}
