// The teams context: the teams screen.
import { DeleteTeam, LoadTeamCandidates, LoadTeams, SaveTeam } from '@fieldteam/core';
import { TeamsViewModel } from '../features/teams/teams.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import teamsApi from './shared/teams-api.module';

export default contextModule([teamsApi], ({ bind }) => {
  bindClass(bind, LoadTeamCandidates, [T.teamsApi, T.sessionStore]);
  bindClass(bind, SaveTeam, [T.teamsApi, T.sessionStore]);
  bindClass(bind, DeleteTeam, [T.teamsApi, T.sessionStore]);

  bindClass(bind, TeamsViewModel, [LoadTeams, LoadTeamCandidates, SaveTeam, DeleteTeam, Notifier]);
});
