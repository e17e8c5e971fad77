// Plans a day move for the teams asked: each team's visits read with the documented team-visits
// call (the conflict check's source: it carries each client's service duration), then the day
// move's rules in the business's zone.
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { ClientsApi } from '../clients/clients.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import type { Result } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import type { Temporal } from 'temporal-polyfill';
import { planDayMove, type DayMovePlan, type DayMoveRefusal, type DayMoveTarget, type MovableVisit, type TeamVisits } from './day-move.rules';

export interface DayMoveChoice {
  readonly teams: readonly { readonly id: string; readonly name: string }[];
  readonly day: Temporal.PlainDate;
  readonly target: DayMoveTarget;
  readonly closedDays: readonly IsoWeekday[];
}

export class PlanDayMove {
  constructor(
    private readonly api: Pick<ClientsApi, 'teamVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(choice: DayMoveChoice): Promise<Result<DayMovePlan, NotSignedIn | ApiFailure | { readonly code: DayMoveRefusal }>> {
    return withBusiness(this.sessions, async ({ credentials }) => {
      const timeZone = this.clock.timeZone();
      const answers = await Promise.all(choice.teams.map((team) => this.api.teamVisits(credentials, team.id)));
      const teams: TeamVisits[] = [];
      for (const [i, answer] of answers.entries()) {
        if (!answer.ok) return answer;
        const visits: MovableVisit[] = [];
        for (const client of answer.value) {
          for (const visit of client.visits) {
            if (visit.status !== 'pending' && visit.status !== 'started') continue;
            const start = visit.start.toZonedDateTime(timeZone);
            visits.push({ id: visit.id, startMs: start.epochMilliseconds, durationMinutes: client.serviceMinutes ?? 0, clientId: client.clientId, clientName: client.clientName, start, status: visit.status });
          }
        }
        teams.push({ teamId: choice.teams[i]!.id, teamName: choice.teams[i]!.name, visits });
      }
      const plan = planDayMove(teams, { day: choice.day, target: choice.target, now: this.clock.now(), timeZone, closedDays: choice.closedDays });
      return plan.ok ? plan : { ok: false as const, error: { code: plan.error } };
    });
  }
}
