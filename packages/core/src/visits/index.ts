// The visits context's public API: the visit rules, the visits and device-store ports, the road
// screen's visit actions (start, finish, cancel, and the offline outbox's replay and its policy), and the
// calendar's finish; when a visit is late or running over, with the business's margin.
export type * from './visits.port';
export * from './visit.rules';
export type * from './visit-stores.port';
export type { VisitOutcome, VisitActionFailure } from './visit-work';
export { closesVisit } from './visit-work';
export * from './visit-sync.service';
export * from './start-visit.use-case';
export * from './finish-visit.use-case';
export * from './cancel-visit.use-case';
export * from './sync-visit-outbox.use-case';
export * from './read-visit-work-on-device.use-case';
export * from './finish-visit-from-calendar.use-case';
export * from './started-visits.rules';
export * from './load-started-visits.use-case';
export * from './device-finish-time';
export * from './visit-timing.rules';
export type * from './late-margin.port';
export * from './late-margin.service';
