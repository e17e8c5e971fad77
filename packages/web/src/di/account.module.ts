// The account context: its use cases and the account screens' view-models (sign-in, register,
// activate, reset codes). The session they sign in to is the shell's (shell.ts).
import { ActivateAccount, Login, RegisterAccount, RequestResetCode, ResetPassword, type AccountApi, type SessionStore } from '@fieldteam/core';
import { ContainerModule } from 'inversify';
import { ActivateAccountViewModel } from '../features/account/activate-account.view-model';
import { CreateAccountViewModel } from '../features/account/create-account.view-model';
import { ForgotPasswordViewModel } from '../features/account/forgot-password.view-model';
import { LoginViewModel } from '../features/account/login.view-model';
import { RequestCodeViewModel } from '../features/account/request-code.view-model';
import type { SessionViewModel } from '../features/session/session.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';
import { TOKENS as T } from './tokens';

export const accountModule = new ContainerModule(({ bind }) => {
  bind(T.registerAccount).toResolvedValue((api: AccountApi) => new RegisterAccount(api), [T.accountApi]);
  bind(T.login).toResolvedValue((api: AccountApi, store: SessionStore) => new Login(api, store), [T.accountApi, T.sessionStore]);
  bind(T.activateAccount).toResolvedValue((api: AccountApi, store: SessionStore) => new ActivateAccount(api, store), [T.accountApi, T.sessionStore]);
  bind(T.requestResetCode).toResolvedValue((api: AccountApi) => new RequestResetCode(api), [T.accountApi]);
  bind(T.resetPassword).toResolvedValue((api: AccountApi) => new ResetPassword(api), [T.accountApi]);

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
