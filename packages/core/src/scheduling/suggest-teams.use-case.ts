// When a new client's series clashes with its team: the business's other teams, each checked
// against the same dates under the new-client window, ranked (team-suggestion.rules.ts). Their
// agendas come back too, so that switching to one needs no second call.
import type { Temporal } from 'temporal-polyfill';
import type { SessionStore } from '../account/session-store.port';
import type { ClientsApi } from '../clients/clients.port';
import type { Clock } from '../shared/clock.port';
import type { ApiFailure, NotSignedIn } from '../shared/failures';
import { ok, type Result } from '../shared/result';
import type { ConflictPolicy } from './conflict.policy';
import { bookedAgendaOf, teamVisitsOf, type BookedAgenda } from './schedule-change';
import { rankTeams, candidateTeam, type CandidateTeam } from './team-suggestion.rules';

export interface TeamSuggestion extends CandidateTeam {
  readonly agenda: BookedAgenda;
}

export class SuggestTeams {
  constructor(
    private readonly api: Pick<ClientsApi, 'teamVisits'>,
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly clock: Pick<Clock, 'timeZone'>,
  ) {}

  /** The other teams, fewest clashes first, then least booked over the series' period. */
  async execute(teamIds: readonly string[], dates: readonly Temporal.ZonedDateTime[], policy: ConflictPolicy): Promise<Result<TeamSuggestion[], NotSignedIn | ApiFailure>> {
    const answers = await Promise.all(teamIds.map((id) => teamVisitsOf(this.api, this.sessions, id)));
    const agendas = new Map<string, BookedAgenda>();
    for (const [i, answer] of answers.entries()) {
      if (!answer.ok) return answer;
      agendas.set(teamIds[i]!, bookedAgendaOf(answer.value, this.clock.timeZone()));
    }
    const ranked = rankTeams(teamIds.map((id) => candidateTeam(id, agendas.get(id)!, dates, policy)));
    return ok(ranked.map((load) => ({ ...load, agenda: agendas.get(load.teamId)! })));
  }
}
