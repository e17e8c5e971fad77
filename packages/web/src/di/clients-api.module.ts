// The clients' HTTP API (contexts.ts: shared modules).
import { HttpClientsApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { bindAdapter } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.clientsApi, HttpClientsApi, [T.http]).inSingletonScope();
});
