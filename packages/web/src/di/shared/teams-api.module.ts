// The teams' HTTP API and list.
import { HttpTeamsApi } from '@fieldteam/adapters-http';
import { LoadTeams } from '@fieldteam/core';
import { bindAdapter, bindClass } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bindAdapter(bind, T.teamsApi, HttpTeamsApi, [T.http]).inSingletonScope();
  bindClass(bind, LoadTeams, [T.teamsApi, T.sessionStore]);
});
