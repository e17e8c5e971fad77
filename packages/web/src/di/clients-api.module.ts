// The clients' HTTP API, shared by the contexts that read clients and their visits (clients,
// calendar, reports): a module of its own so that each loads it without the others' screens.
import { HttpClientsApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { bindAdapter } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.clientsApi, HttpClientsApi, [T.http]).inSingletonScope();
});
