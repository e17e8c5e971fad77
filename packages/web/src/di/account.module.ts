// The account context: its use cases, the app-wide session and the account screens' view-models.
import {
  ActivateAccount,
  CheckAuth,
  Login,
  Logout,
  RegisterAccount,
  RequestResetCode,
  ResetPassword,
  type AccountApi,
  type SessionStore,
  type VisitOutbox,
} from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ActivateAccountViewModel } from '../features/account/activate-account.view-model';
import { CreateAccountViewModel } from '../features/account/create-account.view-model';
import { ForgotPasswordViewModel } from '../features/account/forgot-password.view-model';
import { LoginViewModel } from '../features/account/login.view-model';
import { RequestCodeViewModel } from '../features/account/request-code.view-model';
import { SessionViewModel } from '../features/session/session.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const accountModule = new ContainerModule(({ bind }) => {
  bind(T.registerAccount).toResolvedValue((api: AccountApi) => new RegisterAccount(api), [T.accountApi]);
  bind(T.login).toResolvedValue((api: AccountApi, store: SessionStore) => new Login(api, store), [T.accountApi, T.sessionStore]);
  bind(T.activateAccount).toResolvedValue((api: AccountApi, store: SessionStore) => new ActivateAccount(api, store), [T.accountApi, T.sessionStore]);
  // Sign-out asks first while visit actions wait on the device (decision 0029).
  bind(T.logout).toResolvedValue((api: AccountApi, store: SessionStore, outbox: VisitOutbox) => new Logout(api, store, outbox), [T.accountApi, T.sessionStore, T.visitOutbox]);
  bind(T.checkAuth).toResolvedValue((api: AccountApi, store: SessionStore) => new CheckAuth(api, store), [T.accountApi, T.sessionStore]);
  bind(T.requestResetCode).toResolvedValue((api: AccountApi) => new RequestResetCode(api), [T.accountApi]);
  bind(T.resetPassword).toResolvedValue((api: AccountApi) => new ResetPassword(api), [T.accountApi]);

  bind(T.session)
    .toResolvedValue(
      (store: SessionStore, checkAuth: CheckAuth, logout: Logout, navigator: Navigator) => new SessionViewModel(store, checkAuth, logout, navigator),
      [T.sessionStore, T.checkAuth, T.logout, T.navigator],
    )
    .inSingletonScope();

  bind(T.loginVm).toResolvedValue(
    (login: Login, session: SessionViewModel, notifier: Notifier, navigator: Navigator) => new LoginViewModel(login, session, notifier, navigator),
    [T.login, T.session, T.notifier, T.navigator],
  );
  bind(T.createAccountVm).toResolvedValue(
    (register: RegisterAccount, notifier: Notifier, navigator: Navigator) => new CreateAccountViewModel(register, notifier, navigator),
    [T.registerAccount, T.notifier, T.navigator],
  );
  bind(T.requestCodeVm).toResolvedValue(
    (request: RequestResetCode, notifier: Notifier, navigator: Navigator) => new RequestCodeViewModel(request, notifier, navigator),
    [T.requestResetCode, T.notifier, T.navigator],
  );
  bind(T.forgotPasswordVm).toResolvedValue(
    (reset: ResetPassword, notifier: Notifier, navigator: Navigator) => new ForgotPasswordViewModel(reset, notifier, navigator),
    [T.resetPassword, T.notifier, T.navigator],
  );
  bind(T.activateAccountVm).toResolvedValue(
    (activate: ActivateAccount, session: SessionViewModel, notifier: Notifier, navigator: Navigator) =>
      new ActivateAccountViewModel(activate, session, notifier, navigator),
    [T.activateAccount, T.session, T.notifier, T.navigator],
  );
});
