// The composition root's service identifiers, one typed symbol per service.
import type {
  AccountApi,
  ActivateAccount,
  CheckAuth,
  Clock,
  Login,
  Logout,
  RegisterAccount,
  RequestResetCode,
  ResetPassword,
  SessionStore,
} from '@fieldteam/core';
import type { ServiceIdentifier } from 'inversify';
import type { ActivateAccountViewModel } from '../features/account/activate-account.view-model';
import type { CreateAccountViewModel } from '../features/account/create-account.view-model';
import type { ForgotPasswordViewModel } from '../features/account/forgot-password.view-model';
import type { LoginViewModel } from '../features/account/login.view-model';
import type { RequestCodeViewModel } from '../features/account/request-code.view-model';
import type { SessionViewModel } from '../features/session/session.view-model';
import type { LanguageViewModel } from '../i18n/language.view-model';
import type { Navigator } from '../shared/navigator';
import type { Notifier } from '../shared/notifier';

/** A symbol that remembers the type it stands for. */
export type Token<T> = ServiceIdentifier<T> & symbol & { readonly __type?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`fieldteam.${name}`) as Token<T>;

export const TOKENS = {
  // ports
  accountApi: token<AccountApi>('AccountApi'),
  sessionStore: token<SessionStore>('SessionStore'),
  clock: token<Clock>('Clock'),
  // app services
  notifier: token<Notifier>('Notifier'),
  navigator: token<Navigator>('Navigator'),
  session: token<SessionViewModel>('SessionViewModel'),
  language: token<LanguageViewModel>('LanguageViewModel'),
  // use cases
  registerAccount: token<RegisterAccount>('RegisterAccount'),
  activateAccount: token<ActivateAccount>('ActivateAccount'),
  login: token<Login>('Login'),
  logout: token<Logout>('Logout'),
  checkAuth: token<CheckAuth>('CheckAuth'),
  requestResetCode: token<RequestResetCode>('RequestResetCode'),
  resetPassword: token<ResetPassword>('ResetPassword'),
  // screen view-models (one per mounted screen)
  loginVm: token<LoginViewModel>('LoginViewModel'),
  createAccountVm: token<CreateAccountViewModel>('CreateAccountViewModel'),
  requestCodeVm: token<RequestCodeViewModel>('RequestCodeViewModel'),
  forgotPasswordVm: token<ForgotPasswordViewModel>('ForgotPasswordViewModel'),
  activateAccountVm: token<ActivateAccountViewModel>('ActivateAccountViewModel'),
} as const;
