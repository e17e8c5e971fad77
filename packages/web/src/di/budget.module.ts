// The budget context: services from the catalogue attached to a client with the client's discount
// (/business-clients/dashboard/client/budget). Apart from client-planning, so that adding a client
// and the client page do not carry it.
import { AttachServices, LoadClients, LoadClientSchedule, LoadServices } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { BudgetViewModel } from '../features/budget/budget.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, AttachServices, [T.clientsApi, T.sessionStore]);
  bindClass(bind, BudgetViewModel, [LoadClients, LoadServices, AttachServices, Notifier, T.navigator, LoadClientSchedule]);
});
