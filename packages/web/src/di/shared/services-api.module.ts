// The services catalogue's HTTP API and list.
import { HttpServicesApi } from '@fieldteam/adapters-http';
import { LoadServices } from '@fieldteam/core';
import { bindAdapter, bindClass } from '../bind-class';
import { TOKENS as T } from '../tokens';
import { contextModule } from '../context-module';

export default contextModule([], ({ bind }) => {
  bindAdapter(bind, T.servicesApi, HttpServicesApi, [T.http]).inSingletonScope();
  // The services' list, which the catalogue, a client's budget and the imports read.
  bindClass(bind, LoadServices, [T.servicesApi, T.sessionStore]);
});
