// The team's existing visits, indexed once for every conflict check while the person plans a
// client's visits.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { buildTeamAgenda, type TeamAgenda } from './team-agenda.entity';
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
      const timeZone = this.clock.timeZone();
      const tasks: VisitTask[] = [];
      for (const client of answer.value) {
        // A client's own visits never conflict with each other when adding dates to it.
        if (client.clientId === options.excludeClientId) continue;
        for (const visit of client.visits) {
          // Finished and cancelled visits no longer take the team's time.
          if (visit.status === 'finished' || visit.status === 'cancelled') continue;
          const start = visit.start.toZonedDateTime(timeZone);
          tasks.push({ id: visit.id, startMs: start.epochMilliseconds, durationMinutes: client.serviceMinutes ?? 0, clientId: client.clientId, clientName: client.clientName, start });
        }
      }
      return ok(buildTeamAgenda(tasks));
    });
  }
}
