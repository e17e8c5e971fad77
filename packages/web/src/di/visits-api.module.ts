// The visits' HTTP API: one adapter for the calendar's port and the road's.
import { HttpVisitsApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, HttpVisitsApi, [T.http]).inSingletonScope();
  bind(T.visitsApi).toService(HttpVisitsApi);
  bind(T.roadVisitsApi).toService(HttpVisitsApi);
});
