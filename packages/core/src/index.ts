// The public API of @fieldteam/core.
export * from './shared/result';
export * from './shared/failures';
export type { Clock } from './shared/clock.port';
export type { FileSaver, SavedFile } from './shared/file-saver.port';

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
export * from './maps/address-search.use-cases';

// business set-up, profiles, services, staff and teams
export * from './shared/weekday';
export * from './shared/search';
export type { Cache } from './shared/cache.port';
export type { Ack } from './shared/acknowledgement';
export { businessContext, type BusinessContext } from './account/business-context';
export * from './business/business-hours';
export * from './business/plan';
export type * from './business/company.entity';
export * from './business/address.rules';
export type * from './business/role-setup.port';
export type * from './business/profile.port';
export * from './business/set-up-business.use-case';
export * from './business/set-up-freelancer.use-case';
export * from './business/load-categories.use-case';
export * from './business/edit-profile-field.use-case';
export * from './business/company.use-cases';
export * from './services/service-item';
export type * from './services/services.port';
export * from './services/services.use-cases';
export type * from './staff/staff-member';
export type * from './staff/staff.port';
export * from './staff/staff.use-cases';
export type * from './teams/team.entity';
export type * from './teams/teams.port';
export * from './teams/teams.use-cases';

// clients, scheduling, calendar and reports
export * from './clients';
export type * from './visits/visits.port';
// scheduling engine (used by the client screens)
export * from './scheduling/recurrence.rules';
export * from './scheduling/conflict.policy';
export * from './scheduling/team-agenda.entity';
export * from './scheduling/automatic-adjustment.rules';
export * from './scheduling/manual-adjustment.rules';
export * from './scheduling/scheduling.limits';
export * from './budget/money.rules';
export * from './budget/budget.rules';
export * from './visits/visit.rules';
// scheduling calendar and road-screen stop ordering (issue 4)
export { businessCalendar, weekdayOfDay, type BusinessCalendar } from './scheduling/business-calendar.rules';
export * from './routing/great-circle.rules';
export { EXACT_MAX_STOPS } from './routing/held-karp.rules';
export * from './routing/stop-order.rules';
export * from './routing/route-legs.rules';
// road screen, visits, maps and geolocation, and the paid plan
export * from './geolocation/geolocation.port';
export type * from './billing/billing.port';
export type * from './visits/visit-stores.port';
export * from './routing/great-circle.rules';
export * from './routing/route-legs.rules';
export * from './routing/stop-order.rules';
export * from './visits/road-visits.use-cases';
export * from './routing/plan-route.use-case';
export * from './routing/placement.rules';
export * from './reports/work-figures.rules';
export * from './reports/work-report.use-case';
export * from './billing/card.rules';
export * from './billing/subscribe.use-case';
