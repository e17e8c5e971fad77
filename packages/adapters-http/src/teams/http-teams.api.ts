// TeamsApi over HTTP.
import { ok, type Credentials, type TeamInput, type TeamsApi } from '@fieldteam/core';
import { pathOf, type HttpClient } from '../http-client';
import { messageOf } from '../wire-guards';
import { readCandidates, readTeams } from './teams.wire';

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
    const answer = await this.http.post('/company/team/create', {
      email: credentials.email,
      token: credentials.token,
      createdById: ownerId,
      teamName: team.name,
      selectedEmployer: team.leader,
      mergeColaborators: team.members,
    });
    return answer.ok ? ok({ message: messageOf(answer.value) }) : answer;
  }

  async update(credentials: Credentials, teamId: string, team: TeamInput) {
    const answer = await this.http.post('/company/teams/team/update', {
      email: credentials.email,
      token: credentials.token,
      teamId,
      teamName: team.name,
      teamLeader: team.leader,
      colaborators: team.members,
    });
    return answer.ok ? ok({ message: messageOf(answer.value) }) : answer;
  }

  async remove(credentials: Credentials, teamId: string) {
    const answer = await this.http.post('/company/teams/team/delete', { email: credentials.email, token: credentials.token, teamId });
    return answer.ok ? ok({ message: messageOf(answer.value) }) : answer;
  }
}
