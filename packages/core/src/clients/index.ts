// The clients context's public API: the client, its rules and port, the visit plan, and the
// clients screens' use cases (list, edit, schedule, visits, services, calendar and reports).
export type * from './client.entity';
export { minutesToDuration } from './client.entity';
export * from './client.rules';
export type * from './clients.port';
export * from './client.snapshot';
export * from './visit-plan';
export * from './clients-cache';
export type * from './visit-task';
export * from './load-clients.use-case';
export * from './load-pending-clients.use-case';
export * from './update-client.use-case';
export * from './delete-client.use-case';
export * from './load-team-agenda.use-case';
export * from './plan-recurrence.use-case';
export * from './schedule-client.use-case';
export * from './load-client-schedule.use-case';
export * from './add-visit-dates.use-case';
export * from './update-visit-date.use-case';
export * from './delete-visit.use-case';
export * from './change-client-team.use-case';
export * from './attach-services.use-case';
export * from './delete-attached-service.use-case';
export * from './load-calendar.use-case';
export * from './load-reports.use-case';
export * from './finish-visit-from-calendar.use-case';
