// The services context: the catalogue screen.
import { AddServices, DeleteService, EditService, LoadServices } from '@fieldteam/core';
import { ServicesViewModel } from '../features/services/services.view-model';
import { Notifier } from '../shared/notifier';
import { ShownZones } from '../shared/shown-zones';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import servicesApi from './shared/services-api.module';
import shownZones from './shared/shown-zones.module';

export default contextModule([servicesApi, shownZones], ({ bind }) => {
  bindClass(bind, AddServices, [T.servicesApi, T.sessionStore]);
  bindClass(bind, EditService, [T.servicesApi, T.sessionStore]);
  bindClass(bind, DeleteService, [T.servicesApi, T.sessionStore]);

  bindClass(bind, ServicesViewModel, [LoadServices, AddServices, EditService, DeleteService, Notifier, ShownZones]);
});
