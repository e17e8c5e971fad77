// The services context: the catalogue's adapter, use cases and its screen's view-model.
import { AddServices, DeleteService, EditService, LoadServices } from '@fieldteam/core';
import { HttpServicesApi } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { ServicesViewModel } from '../features/services/services.view-model';
import { Notifier } from '../shared/notifier';
import { bindAdapter, bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindAdapter(bind, T.servicesApi, HttpServicesApi, [T.http]).inSingletonScope();
  bindClass(bind, LoadServices, [T.servicesApi, T.sessionStore]);
  bindClass(bind, AddServices, [T.servicesApi, T.sessionStore]);
  bindClass(bind, EditService, [T.servicesApi, T.sessionStore]);
  bindClass(bind, DeleteService, [T.servicesApi, T.sessionStore]);

  bindClass(bind, ServicesViewModel, [LoadServices, AddServices, EditService, DeleteService, Notifier]);
});
