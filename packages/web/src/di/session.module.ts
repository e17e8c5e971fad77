// The session, on every page: who is signed in (the router's guard, the header and the side menu
// observe it), the start-up check of the token, and sign-out. Loaded with the platform when the
// app starts; the account screens' module (account.module) loads with their routes.
import { CheckAuth, Logout, type AccountApi, type SessionStore, type VisitOutbox } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { SessionViewModel } from '../features/session/session.view-model';
import type { Navigator } from '../shared/navigator';
import { TOKENS as T } from './tokens';

export const sessionModule = new ContainerModule(({ bind }) => {
  // Sign-out asks first while visit actions wait on the device (decision 0029).
  bind(T.logout).toResolvedValue((api: AccountApi, store: SessionStore, outbox: VisitOutbox) => new Logout(api, store, outbox), [T.accountApi, T.sessionStore, T.visitOutbox]);
  bind(T.checkAuth).toResolvedValue((api: AccountApi, store: SessionStore) => new CheckAuth(api, store), [T.accountApi, T.sessionStore]);

  bind(T.session)
    .toResolvedValue(
      (store: SessionStore, checkAuth: CheckAuth, logout: Logout, navigator: Navigator) => new SessionViewModel(store, checkAuth, logout, navigator),
      [T.sessionStore, T.checkAuth, T.logout, T.navigator],
    )
    .inSingletonScope();
});
