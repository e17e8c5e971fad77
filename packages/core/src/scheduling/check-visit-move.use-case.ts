// One visit moved (the client detail's inline edit): the new time checked against the team's
// other visits before it is sent, answered as a ChangePlan the conflict dialog resolves
// (schedule-change.ts).
import type { Temporal } from 'temporal-polyfill';
import type { SessionStore } from '../account/session-store.port';
import type { ScheduledVisit } from '../clients/client.entity';
import type { ClientsApi } from '../clients/clients.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import { existingClientRules, planVisitMove, teamAgendaOf, teamVisitsOf, type ChangePlan, type ClientUnderChange } from './schedule-change';
import type { VisitTask } from './visit-task';

/** One visit moved (the schedule's inline edit): the new time against the team's other visits. */
export class CheckVisitMove {
  constructor(
    private readonly api: Pick<ClientsApi, 'teamVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  async execute(
    client: ClientUnderChange & { readonly teamId: string | null },
    visit: ScheduledVisit,
    to: Temporal.PlainDateTime,
  ): Promise<Result<ChangePlan<VisitTask>, NotSignedIn | ApiFailure>> {
    const loaded = await teamVisitsOf(this.api, this.sessions, client.teamId);
    if (!loaded.ok) return loaded;
    const timeZone = this.clock.timeZone();
    // The client's other visits stay in the agenda: two of its own visits at once are a double-booking too.
    const agenda = teamAgendaOf(loaded.value, timeZone, { visitIds: [visit.id] });
    const rules = existingClientRules(client.serviceMinutes, { timeZone, closedDays: client.closedDays });
    return ok(planVisitMove(agenda, { id: visit.id, start: visit.start.toZonedDateTime(timeZone) }, to.toZonedDateTime(timeZone), rules));
  }
}
