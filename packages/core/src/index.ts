// The public API of @fieldteam/core.
export * from './shared/result';
export * from './shared/failures';
export type { Clock } from './shared/clock.port';

export * from './validation/validation-codes';
export * from './validation/validation-messages.en';
export * from './validation/limits';
export * from './validation/field.rules';
export * from './validation/collect-issues';

export * from './account/user.entity';
export type * from './account/account-api.port';
export type { SessionStore } from './account/session-store.port';
export * from './account/register-account.use-case';
export * from './account/login.use-case';
export * from './account/activate-account.use-case';
export * from './account/logout.use-case';
export * from './account/check-auth.use-case';
export * from './account/request-reset-code.use-case';
export * from './account/reset-password.use-case';

export * from './navigation/routes';
export * from './navigation/access.policy';
export * from './navigation/side-menu.policy';
export * from './navigation/back-button.policy';
export * from './navigation/dashboard.policy';

export type * from './maps/maps.port';
export { ADDRESS_SUGGESTION_MIN_CHARS } from './maps/maps.port';
