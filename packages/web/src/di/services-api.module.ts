// The services catalogue's HTTP API, shared by the services screen, the client planning (services
// to attach), the import and the export: a module of its own so that each loads it without the
// others' screens.
import { HttpServicesApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { bindAdapter } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.servicesApi, HttpServicesApi, [T.http]).inSingletonScope();
});
