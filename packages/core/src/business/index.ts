// The business context's public API: working hours, plans, the company and its address rules,
// the role set-up and profile ports, and the use cases that set up, read and edit the business.
export * from './business-hours';
export * from './plan';
export type * from './company.entity';
export * from './address.rules';
export type * from './role-setup.port';
export type * from './profile.port';
export * from './company-cache';
export * from './set-up-business.use-case';
export * from './set-up-freelancer.use-case';
export * from './load-categories.use-case';
export * from './edit-profile-field.use-case';
export * from './load-company.use-case';
export type * from './time-zone-at-place.port';
export type * from './kept-time-zone.port';
export * from './load-business-time-zone.use-case';
export * from './edit-company-field.use-case';
export * from './load-business-hours.use-case';
export * from './save-business-hours.use-case';
export * from './configuration.rules';
export * from './business-currency';
