// The clients context: the list of clients, its search, inline edit and delete, and the count of
// clients with visits today; the use cases on a client record the planning context uses too.
// Adding a client, the client page and the budget are the client-planning context
// (client-planning.module.ts), which a visit of the list does not load.
import { DeleteClient, LoadClients, LoadPendingClients, UpdateClient } from '@fieldteam/core';
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

  bindClass(bind, ClientsViewModel, [LoadClients, LoadPendingClients, UpdateClient, DeleteClient, T.addressPicker, Notifier]);
});
