// The clients context's list: its search, inline edit and delete, and today's road card. Its page
// loads this module alone, not the whole context's (planning visits, the client page), so that the
// list, the page a manager opens most, fetches and runs only what it shows.
import { DeleteClient, LoadClients, LoadPendingClients, UpdateClient } from '@fieldteam/core';
import { ClientsViewModel } from '../features/clients/clients.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';
import addresses from './shared/addresses.module';
import clientReads from './shared/client-reads.module';
import clientsApi from './shared/clients-api.module';
import clock from './shared/clock.module';

export default contextModule([addresses, clientReads, clientsApi, clock], ({ bind }) => {
  bindClass(bind, LoadPendingClients, [T.clientsApi, T.sessionStore]);
  bindClass(bind, UpdateClient, [T.clientsApi, T.sessionStore, T.cache, T.clock]);
  bindClass(bind, DeleteClient, [T.clientsApi, T.sessionStore, T.cache]);
  bindClass(bind, ClientsViewModel, [LoadClients, LoadPendingClients, UpdateClient, DeleteClient, T.addressPicker, Notifier]);
});
