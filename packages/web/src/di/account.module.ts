// The account context: sign-in, register, activation and reset codes.
import { ActivateAccount, Login, RegisterAccount, RequestResetCode, ResetPassword } from '@fieldteam/core';
import { ActivateAccountViewModel } from '../features/account/activate-account.view-model';
import { CreateAccountViewModel } from '../features/account/create-account.view-model';
import { ForgotPasswordViewModel } from '../features/account/forgot-password.view-model';
import { LoginViewModel } from '../features/account/login.view-model';
import { RequestCodeViewModel } from '../features/account/request-code.view-model';
import { SessionViewModel } from '../shared/session.view-model';
import { Notifier } from '../shared/notifier';
import { bindClass } from './bind-class';
import { TOKENS as T } from './tokens';
import { contextModule } from './context-module';

export default contextModule([], ({ bind }) => {
  bindClass(bind, Login, [T.accountApi, T.sessionStore, T.keptWork]);
  bindClass(bind, RegisterAccount, [T.accountApi]);
  bindClass(bind, ActivateAccount, [T.accountApi, T.sessionStore]);
  bindClass(bind, RequestResetCode, [T.accountApi]);
  bindClass(bind, ResetPassword, [T.accountApi]);

  bindClass(bind, LoginViewModel, [Login, SessionViewModel, Notifier, T.navigator]);
  bindClass(bind, CreateAccountViewModel, [RegisterAccount, Notifier, T.navigator]);
  bindClass(bind, RequestCodeViewModel, [RequestResetCode, Notifier, T.navigator]);
  bindClass(bind, ForgotPasswordViewModel, [ResetPassword, Notifier, T.navigator]);
  bindClass(bind, ActivateAccountViewModel, [ActivateAccount, SessionViewModel, Notifier, T.navigator]);
});
