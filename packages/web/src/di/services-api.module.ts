// The services catalogue's HTTP API, shared by the services screen, the client planning (services
// to attach), the import and the export: a module of its own so that each loads it without the
// others' screens.
import { HttpServicesApi } from '@fieldteam/adapters-http';
import { LoadServices } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.servicesApi, HttpServicesApi, [T.http]).inSingletonScope();
  // The services' list, which the catalogue, a client's budget and the imports read.
  bindClass(bind, LoadServices, [T.servicesApi, T.sessionStore]);
});
