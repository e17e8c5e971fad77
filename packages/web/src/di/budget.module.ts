// The budget context: services from the catalogue attached to a client with the client's discount
// (/business-clients/dashboard/client/budget).
import { AttachServices, LoadClients, LoadClientSchedule, LoadServices } from '@fieldteam/core';
import { BudgetViewModel } from '../features/budget/budget.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import clientReads from './shared/client-reads.module';
import servicesApi from './shared/services-api.module';
import clientsApi from './shared/clients-api.module';
import shownZones from './shared/shown-zones.module';

export default contextModule([clientReads, servicesApi, clientsApi, shownZones], ({ bind }) => {
  bindClass(bind, AttachServices, [T.clientsApi, T.sessionStore]);
  bindClass(bind, BudgetViewModel, [LoadClients, LoadServices, AttachServices, Notifier, T.navigator, LoadClientSchedule]);
});
