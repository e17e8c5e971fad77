// The teams context: the teams' adapter and use cases (the clients' screens use LoadTeams too) and
// the teams screen's view-model.
import { DeleteTeam, LoadTeamCandidates, LoadTeams, SaveTeam, type SessionStore, type TeamsApi } from '@fieldteam/core';
import { HttpTeamsApi, type HttpClient } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { TeamsViewModel } from '../features/teams/teams.view-model';
import type { Notifier } from '../shared/notifier';
import { HTTP_CLIENT } from './shell';
import { TOKENS as T } from './tokens';

export const teamsModule = new ContainerModule(({ bind }) => {
  bind(T.teamsApi).toResolvedValue((http: HttpClient) => new HttpTeamsApi(http), [HTTP_CLIENT]).inSingletonScope();
  bind(T.loadTeams).toResolvedValue((api: TeamsApi, sessions: SessionStore) => new LoadTeams(api, sessions), [T.teamsApi, T.sessionStore]);
  bind(T.loadTeamCandidates).toResolvedValue((api: TeamsApi, sessions: SessionStore) => new LoadTeamCandidates(api, sessions), [T.teamsApi, T.sessionStore]);
  bind(T.saveTeam).toResolvedValue((api: TeamsApi, sessions: SessionStore) => new SaveTeam(api, sessions), [T.teamsApi, T.sessionStore]);
  bind(T.deleteTeam).toResolvedValue((api: TeamsApi, sessions: SessionStore) => new DeleteTeam(api, sessions), [T.teamsApi, T.sessionStore]);

  bind(T.teamsVm).toResolvedValue(
    (load: LoadTeams, candidates: LoadTeamCandidates, save: SaveTeam, remove: DeleteTeam, notifier: Notifier) => new TeamsViewModel(load, candidates, save, remove, notifier),
    [T.loadTeams, T.loadTeamCandidates, T.saveTeam, T.deleteTeam, T.notifier],
  );
});
