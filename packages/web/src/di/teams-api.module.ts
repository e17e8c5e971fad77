// The teams' HTTP API and the list of teams, shared by the teams screen, the client planning (a
// team to assign), the import (teams by name) and the export: a module of its own so that each
// loads them without the others' screens.
import { HttpTeamsApi } from '@fieldteam/adapters-http';
import { LoadTeams } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.teamsApi, HttpTeamsApi, [T.http]).inSingletonScope();
  bindClass(bind, LoadTeams, [T.teamsApi, T.sessionStore]);
});
