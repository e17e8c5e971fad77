// The scheduling engine's public API (used by the client screens): recurrences, conflicts, the
// team's agenda, automatic and manual adjustment, limits, and the business calendar.
export * from './recurrence.rules';
export * from './conflict.policy';
export * from './team-agenda.entity';
export * from './automatic-adjustment.rules';
export * from './manual-adjustment.rules';
export * from './scheduling.limits';
export { businessCalendar, weekdayOfDay, type BusinessCalendar } from './business-calendar.rules';
