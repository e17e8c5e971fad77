// The account context: its use cases and the account screens' view-models (sign-in, register,
// activate, reset codes), on the shell's account API, session store and session (shell.ts).
// Composed by hand, without the DI library, so that the sign-in pages do not load it (decision
// 0033); container.ts binds the same when a test's container loads every context.
import { ActivateAccount, Login, RegisterAccount, RequestResetCode, ResetPassword } from '@fieldteam/core';
import { ActivateAccountViewModel } from '../features/account/activate-account.view-model';
import { CreateAccountViewModel } from '../features/account/create-account.view-model';
import { ForgotPasswordViewModel } from '../features/account/forgot-password.view-model';
import { LoginViewModel } from '../features/account/login.view-model';
import { RequestCodeViewModel } from '../features/account/request-code.view-model';
import { provide, type ComposedContext } from './contexts';
import { TOKENS as T } from './tokens';

export const accountContext: ComposedContext = (get) => {
  const login = () => new Login(get(T.accountApi), get(T.sessionStore));
  const registerAccount = () => new RegisterAccount(get(T.accountApi));
  const activateAccount = () => new ActivateAccount(get(T.accountApi), get(T.sessionStore));
  const requestResetCode = () => new RequestResetCode(get(T.accountApi));
  const resetPassword = () => new ResetPassword(get(T.accountApi));
  return new Map([
    provide(T.login, login),
    provide(T.registerAccount, registerAccount),
    provide(T.activateAccount, activateAccount),
    provide(T.requestResetCode, requestResetCode),
    provide(T.resetPassword, resetPassword),
    provide(T.loginVm, () => new LoginViewModel(login(), get(T.session), get(T.notifier), get(T.navigator))),
    provide(T.createAccountVm, () => new CreateAccountViewModel(registerAccount(), get(T.notifier), get(T.navigator))),
    provide(T.requestCodeVm, () => new RequestCodeViewModel(requestResetCode(), get(T.notifier), get(T.navigator))),
    provide(T.forgotPasswordVm, () => new ForgotPasswordViewModel(resetPassword(), get(T.notifier), get(T.navigator))),
    provide(T.activateAccountVm, () => new ActivateAccountViewModel(activateAccount(), get(T.session), get(T.notifier), get(T.navigator))),
  ]);
};
