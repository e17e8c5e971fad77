// The teams context: the teams' adapter and use cases (the clients' screens use LoadTeams too) and
// the teams screen's view-model.
import { DeleteTeam, LoadTeamCandidates, LoadTeams, SaveTeam } from '@fieldteam/core';
import { HttpTeamsApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { TeamsViewModel } from '../features/teams/teams.view-model';
import { Notifier } from '../shared/notifier';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.teamsApi, HttpTeamsApi, [T.http]).inSingletonScope();
  bindClass(bind, LoadTeams, [T.teamsApi, T.sessionStore]);
  bindClass(bind, LoadTeamCandidates, [T.teamsApi, T.sessionStore]);
  bindClass(bind, SaveTeam, [T.teamsApi, T.sessionStore]);
  bindClass(bind, DeleteTeam, [T.teamsApi, T.sessionStore]);

  bindClass(bind, TeamsViewModel, [LoadTeams, LoadTeamCandidates, SaveTeam, DeleteTeam, Notifier]);
});
