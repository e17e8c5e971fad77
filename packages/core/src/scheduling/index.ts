// The scheduling context's public API: the engine (recurrences, conflicts, the team's agenda,
// automatic and manual adjustment, limits, the business calendar), a client's visit plan against
// the agenda, and the use cases that plan a recurrence and load the team's agenda.
export * from './recurrence.rules';
export * from './conflict.policy';
export * from './team-agenda.entity';
export * from './automatic-adjustment.rules';
export * from './manual-adjustment.rules';
export * from './scheduling.limits';
export { businessCalendar, weekdayOfDay, type BusinessCalendar } from './business-calendar.rules';
export type * from './visit-task';
export * from './visit-plan';
export * from './plan-recurrence.use-case';
export * from './load-team-agenda.use-case';
export * from './schedule-change';
export * from './check-visit-move.use-case';
export * from './check-team-change.use-case';
export * from './team-suggestion.rules';
export * from './suggest-teams.use-case';
export * from './open-hours.rules';
