// The visits' HTTP API, shared by the calendar (finishing a visit from it) and the road (the
// day's visits, start, finish, cancel): one adapter bound to both ports.
import { HttpVisitsApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, HttpVisitsApi, [T.http]).inSingletonScope();
  bind(T.visitsApi).toService(HttpVisitsApi);
  bind(T.roadVisitsApi).toService(HttpVisitsApi);
});
