// The clients' HTTP API, shared by the contexts that read clients and their visits (clients,
// calendar, reports): a module of its own so that each loads it without the others' screens.
import { HttpClientsApi, type HttpClient } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { HTTP_CLIENT } from './shell';
import { TOKENS as T } from './tokens';

export const clientsApiModule = new ContainerModule(({ bind }) => {
  bind(T.clientsApi).toResolvedValue((http: HttpClient) => new HttpClientsApi(http), [HTTP_CLIENT]).inSingletonScope();
});
