// The services context: the catalogue's adapter, use cases and its screen's view-model.
import { AddServices, DeleteService, EditService, LoadServices, type ServicesApi, type SessionStore } from '@fieldteam/core';
import { HttpServicesApi, type HttpClient } from '@fieldteam/adapters-http';
import { ContainerModule } from 'inversify';
import { ServicesViewModel } from '../features/services/services.view-model';
import type { Notifier } from '../shared/notifier';
import { HTTP_CLIENT } from './shell';
import { TOKENS as T } from './tokens';

export const servicesModule = new ContainerModule(({ bind }) => {
  bind(T.servicesApi).toResolvedValue((http: HttpClient) => new HttpServicesApi(http), [HTTP_CLIENT]).inSingletonScope();
  bind(T.loadServices).toResolvedValue((api: ServicesApi, sessions: SessionStore) => new LoadServices(api, sessions), [T.servicesApi, T.sessionStore]);
  bind(T.addServices).toResolvedValue((api: ServicesApi, sessions: SessionStore) => new AddServices(api, sessions), [T.servicesApi, T.sessionStore]);
  bind(T.editService).toResolvedValue((api: ServicesApi, sessions: SessionStore) => new EditService(api, sessions), [T.servicesApi, T.sessionStore]);
  bind(T.deleteService).toResolvedValue((api: ServicesApi, sessions: SessionStore) => new DeleteService(api, sessions), [T.servicesApi, T.sessionStore]);

  bind(T.servicesVm).toResolvedValue(
    (load: LoadServices, add: AddServices, edit: EditService, remove: DeleteService, notifier: Notifier) => new ServicesViewModel(load, add, edit, remove, notifier),
    [T.loadServices, T.addServices, T.editService, T.deleteService, T.notifier],
  );
});
