// The clients context's public API: the client, its rules and port, and the clients screens' use
// cases (list, edit, schedule a client, its visits, its services).
export type * from './client.entity';
export { minutesToDuration } from './client.entity';
export * from './client.rules';
export type * from './clients.port';
export * from './client.snapshot';
export * from './clients-cache';
export * from './load-clients.use-case';
export * from './load-pending-clients.use-case';
export * from './update-client.use-case';
export * from './delete-client.use-case';
export * from './schedule-client.use-case';
export * from './duplicate-client.use-case';
export * from './load-client-schedule.use-case';
export * from './add-visit-dates.use-case';
export * from './update-visit-date.use-case';
export * from './delete-visit.use-case';
export * from './change-client-team.use-case';
export * from './attach-services.use-case';
export * from './delete-attached-service.use-case';
export * from './apply-visit-changes.use-case';
