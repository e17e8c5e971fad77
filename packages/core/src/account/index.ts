// The account context's public API: the user and session, the account port, the signed-in
// business, and the account use cases (register, log in, activate, log out, check, reset).
export * from './user.entity';
export type * from './account-api.port';
export type { SessionStore } from './session-store.port';
export type * from './kept-work.port';
export { businessContext, type BusinessContext } from './business-context';
export * from './register-account.use-case';
export * from './login.use-case';
export * from './activate-account.use-case';
export * from './logout.use-case';
export * from './check-auth.use-case';
export * from './request-reset-code.use-case';
export * from './reset-password.use-case';
