// The scheduling context's public API: the engine (recurrences, conflicts, the team's agenda,
// automatic and manual adjustment, limits, the business calendar), a client's visit plan against
// the agenda, a team's capacity on a day, and the use cases that plan a recurrence, load the team's
// agenda and keep the business's capacity reserve.
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
export * from './capacity.rules';
export * from './load-capacity-reserve.use-case';
export * from './save-capacity-reserve.use-case';
