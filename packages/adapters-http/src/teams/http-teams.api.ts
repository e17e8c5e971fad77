// TeamsApi over HTTP.
import { type WireSchema } from '@fieldteam/api-contract';
import { createTeamAnswer, deleteTeamAnswer, updateTeamAnswer } from '@fieldteam/api-contract/answers/teams';
import type { Credentials, TeamInput, TeamsApi } from '@fieldteam/core';
import { pathOf, type HttpClient } from '../http-client';
import { readAck } from '../wire-guards';
import { readCandidates, readTeams } from './teams.wire';

/**
 * The contract requires the leader; core's use cases refuse a team without one before calling
 * (TEAM_LEADER_REQUIRED), and a null that slipped through would be refused by the server with the
 * same message. So the bodies are the contract's with only the leader widened to null.
 */
type WithOptionalLeader<Body, Key extends keyof Body> = Omit<Body, Key> & { readonly [K in Key]: Body[K] | null };

export class HttpTeamsApi implements TeamsApi {
  constructor(private readonly http: HttpClient) {}

  async list(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'team', 'get', credentials.email, credentials.token, ownerId));
    return answer.ok ? readTeams(answer.value) : answer;
  }

  async candidates(credentials: Credentials, ownerId: string) {
    const answer = await this.http.get(pathOf('company', 'employers', credentials.email, credentials.token, ownerId));
    return answer.ok ? readCandidates(answer.value) : answer;
  }

  async create(credentials: Credentials, ownerId: string, team: TeamInput) {
    const body: WithOptionalLeader<WireSchema<'CreateTeamBody'>, 'selectedEmployer'> = {
      email: credentials.email,
      token: credentials.token,
      createdById: ownerId,
      teamName: team.name,
      selectedEmployer: team.leader,
      mergeColaborators: team.members,
    };
    const answer = await this.http.post('/company/team/create', body);
    return answer.ok ? readAck(createTeamAnswer, answer.value, 'createTeam') : answer;
  }

  async update(credentials: Credentials, teamId: string, team: TeamInput) {
    const body: WithOptionalLeader<WireSchema<'UpdateTeamBody'>, 'teamLeader'> = {
      email: credentials.email,
      token: credentials.token,
      teamId,
      teamName: team.name,
      teamLeader: team.leader,
      colaborators: team.members,
    };
    const answer = await this.http.post('/company/teams/team/update', body);
    return answer.ok ? readAck(updateTeamAnswer, answer.value, 'updateTeam') : answer;
  }

  async remove(credentials: Credentials, teamId: string) {
    const body: WireSchema<'DeleteTeamBody'> = { email: credentials.email, token: credentials.token, teamId };
    const answer = await this.http.post('/company/teams/team/delete', body);
    return answer.ok ? readAck(deleteTeamAnswer, answer.value, 'deleteTeam') : answer;
  }
}
