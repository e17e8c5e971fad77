// The visits' HTTP API: one adapter for the calendar's port and the road's.
import { HttpVisitsApi } from '@fieldteam/adapters-http';
import { bindClass } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bindClass(bind, HttpVisitsApi, [T.http]).inSingletonScope();
  bind(T.visitsApi).toService(HttpVisitsApi);
  bind(T.roadVisitsApi).toService(HttpVisitsApi);
});
