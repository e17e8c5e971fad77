// The clients context: the list of clients, its search, inline edit and delete, and the count of
// clients with visits today; the use cases on a client record the planning context uses too.
// Adding a client, the client page and the budget are the client-planning context
// (client-planning.module.ts), which a visit of the list does not load.
import { DeleteClient, LoadClients, LoadPendingClients, UpdateClient, type Cache, type ClientsApi, type Clock, type SessionStore } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ClientsViewModel } from '../features/clients/clients.view-model';
import type { AddressPickerFactory } from '../shared/address-picker.view-model';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const clientsModule = new ContainerModule(({ bind }) => {
  bind(T.loadClients).toResolvedValue((api: ClientsApi, sessions: SessionStore, cache: Cache) => new LoadClients(api, sessions, cache), [T.clientsApi, T.sessionStore, T.cache]);
  bind(T.loadPendingClients).toResolvedValue((api: ClientsApi, sessions: SessionStore) => new LoadPendingClients(api, sessions), [T.clientsApi, T.sessionStore]);
  bind(T.updateClient).toResolvedValue(
    (api: ClientsApi, sessions: SessionStore, cache: Cache, clock: Clock) => new UpdateClient(api, sessions, cache, clock),
    [T.clientsApi, T.sessionStore, T.cache, T.clock],
  );
  bind(T.deleteClient).toResolvedValue((api: ClientsApi, sessions: SessionStore, cache: Cache) => new DeleteClient(api, sessions, cache), [T.clientsApi, T.sessionStore, T.cache]);

  bind(T.clientsVm).toResolvedValue(
    (load: LoadClients, pending: LoadPendingClients, update: UpdateClient, remove: DeleteClient, picker: AddressPickerFactory, notifier: Notifier) =>
      new ClientsViewModel(load, pending, update, remove, picker, notifier),
    [T.loadClients, T.loadPendingClients, T.updateClient, T.deleteClient, T.addressPicker, T.notifier],
  );
});
