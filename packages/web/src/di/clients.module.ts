// The clients context: the list, its search, inline edit and delete, and a client's schedule (its
// visits, services and discount), which the client page and the budget read. Adding a client and
// the client page are client-planning's, the budget its own context, which the list does not load.
import { DeleteClient, LoadClients, LoadClientSchedule, LoadPendingClients, UpdateClient } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ClientsViewModel } from '../features/clients/clients.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';

export default new ContainerModule(({ bind }) => {
  bindClass(bind, LoadClients, [T.clientsApi, T.sessionStore, T.cache]);
  bindClass(bind, LoadPendingClients, [T.clientsApi, T.sessionStore]);
  bindClass(bind, UpdateClient, [T.clientsApi, T.sessionStore, T.cache, T.clock]);
  bindClass(bind, DeleteClient, [T.clientsApi, T.sessionStore, T.cache]);
  bindClass(bind, LoadClientSchedule, [T.clientsApi, T.sessionStore]);

  bindClass(bind, ClientsViewModel, [LoadClients, LoadPendingClients, UpdateClient, DeleteClient, T.addressPicker, Notifier]);
});
