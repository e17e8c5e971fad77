// Plans a day move for the teams asked: each team's visits read with the documented team-visits
// call (the conflict check's source: it carries each client's service duration), then the day
// move's rules in the business's zone, then the days the moved visits would book a team past its
// capacity (a warning shown with the preview).
import { withBusiness } from '../account/business-context';
import type { SessionStore } from '../account/session-store.port';
import type { BusinessHours } from '../business/business-hours';
import type { ClientsApi } from '../clients/clients.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { IsoWeekday } from '../shared/weekday';
import { capacityWarnings, teamDayBookings, type BookingAddition, type CapacityWarning, type DayBookings } from '../scheduling/capacity.rules';
import { visitMinutes } from '../scheduling/conflict.policy';
import type { Temporal } from 'temporal-polyfill';
import { planDayMove, type DayMovePlan, type DayMoveRefusal, type DayMoveTarget, type MovableVisit, type TeamVisits } from './day-move.rules';

export interface DayMoveChoice {
  readonly teams: readonly { readonly id: string; readonly name: string }[];
  readonly day: Temporal.PlainDate;
  readonly target: DayMoveTarget;
  readonly closedDays: readonly IsoWeekday[];
  /** The business's hours and the reserve it keeps free, for the capacity check; without them, no check. */
  readonly capacity?: { readonly hours: BusinessHours | null; readonly reservePercent: number };
}

/** The plan, and the days it would book a team past its capacity. */
export interface PlannedDayMove extends DayMovePlan {
  readonly overCapacity: readonly CapacityWarning[];
}

export class PlanDayMove {
  constructor(
    private readonly api: Pick<ClientsApi, 'teamVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'now' | 'timeZone'>,
  ) {}

  async execute(choice: DayMoveChoice): Promise<Result<PlannedDayMove, NotSignedIn | ApiFailure | { readonly code: DayMoveRefusal }>> {
    return withBusiness(this.sessions, async ({ credentials }) => {
      const timeZone = this.clock.timeZone();
      const answers = await Promise.all(choice.teams.map((team) => this.api.teamVisits(credentials, team.id)));
      const teams: TeamVisits[] = [];
      const booked = new Map<string, DayBookings>();
      for (const [i, answer] of answers.entries()) {
        if (!answer.ok) return answer;
        booked.set(choice.teams[i]!.id, teamDayBookings(answer.value));
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
      if (!plan.ok) return { ok: false as const, error: { code: plan.error } };
      return ok({ ...plan.value, overCapacity: choice.capacity ? overCapacity(plan.value, booked, choice.capacity.hours, choice.capacity.reservePercent) : [] });
    });
  }
}

/** The days the moved visits land on that they would take past a team's capacity (the day they leave only gets lighter). */
function overCapacity(plan: DayMovePlan, booked: ReadonlyMap<string, DayBookings>, hours: BusinessHours | null, reservePercent: number): CapacityWarning[] {
  const changes = new Map<string, { teamId: string; teamName: string; booked: DayBookings; additions: BookingAddition[] }>();
  for (const change of plan.changes) {
    if (!change.to) continue;
    let team = changes.get(change.teamId);
    if (!team) changes.set(change.teamId, (team = { teamId: change.teamId, teamName: change.teamName, booked: booked.get(change.teamId) ?? new Map(), additions: [] }));
    team.additions.push({ day: change.to.toPlainDate(), minutes: visitMinutes(change.visit.durationMinutes) });
  }
  return capacityWarnings([...changes.values()], hours, reservePercent);
}
