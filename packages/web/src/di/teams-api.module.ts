// The teams' HTTP API and list (contexts.ts: shared modules).
import { HttpTeamsApi } from '@fieldteam/adapters-http';
import { LoadTeams } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.teamsApi, HttpTeamsApi, [T.http]).inSingletonScope();
  bindClass(bind, LoadTeams, [T.teamsApi, T.sessionStore]);
});
