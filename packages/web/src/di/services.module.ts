// The services context: the catalogue screen.
import { AddServices, DeleteService, EditService, LoadServices } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ServicesViewModel } from '../features/services/services.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, AddServices, [T.servicesApi, T.sessionStore]);
  bindClass(bind, EditService, [T.servicesApi, T.sessionStore]);
  bindClass(bind, DeleteService, [T.servicesApi, T.sessionStore]);

  bindClass(bind, ServicesViewModel, [LoadServices, AddServices, EditService, DeleteService, Notifier, T.shownZones]);
});
