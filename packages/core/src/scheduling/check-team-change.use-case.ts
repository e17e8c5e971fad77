// A client handed to another team: its visits to come checked against that team's agenda before
// the change is sent, answered as a ChangePlan the conflict dialog resolves (schedule-change.ts).
import type { Temporal } from 'temporal-polyfill';
import type { SessionStore } from '../account/session-store.port';
import type { ScheduledVisit, TeamClientVisits } from '../clients/client.entity';
import type { ClientsApi } from '../clients/clients.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { existingClientRules, planTeamChange, teamAgendaOf, teamVisitsOf, visitsToHandOver, type ChangePlan, type ClientUnderChange } from './schedule-change';
import type { VisitTask } from './visit-task';

/** The client handed to another team: its visits to come against that team's agenda. */
export class CheckTeamChange {
  constructor(
    private readonly api: Pick<ClientsApi, 'teamVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(client: ClientUnderChange, visits: readonly ScheduledVisit[], newTeamId: string): Promise<Result<ChangePlan<VisitTask>, NotSignedIn | ApiFailure>> {
    const loaded = await teamVisitsOf(this.api, this.sessions, newTeamId);
    if (!loaded.ok) return loaded;
    return ok(teamChangePlan(loaded.value, client, visits, this.clock.now(), this.clock.timeZone()));
  }
}

/** The team-change check itself, from the new team's answer (the benchmark times this). */
export function teamChangePlan(
  newTeamVisits: readonly TeamClientVisits[],
  client: ClientUnderChange,
  visits: readonly ScheduledVisit[],
  now: Temporal.Instant,
  timeZone: string,
): ChangePlan<VisitTask> {
  const agenda = teamAgendaOf(newTeamVisits, timeZone, { clientId: client.clientId });
  const rules = existingClientRules(client.serviceMinutes, { timeZone, closedDays: client.closedDays });
  return planTeamChange(agenda, visitsToHandOver(visits, now, timeZone), rules);
}
