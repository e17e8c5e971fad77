// The visits' HTTP API, shared by the calendar (finishing a visit from it) and the road (the
// day's visits, start, finish, cancel): one adapter bound to both ports.
import { HttpVisitsApi, type HttpClient } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { HTTP_CLIENT } from './shell';
import { TOKENS as T } from './tokens';

const HTTP_VISITS = Symbol.for('fieldteam.HttpVisitsApi');

export const visitsApiModule = new ContainerModule(({ bind }) => {
  bind(HTTP_VISITS).toResolvedValue((http: HttpClient) => new HttpVisitsApi(http), [HTTP_CLIENT]).inSingletonScope();
  bind(T.visitsApi).toResolvedValue((visits: HttpVisitsApi) => visits, [HTTP_VISITS]);
  bind(T.roadVisitsApi).toResolvedValue((visits: HttpVisitsApi) => visits, [HTTP_VISITS]);
});
