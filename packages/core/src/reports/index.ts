// The reports context's public API: its ports (the reports call; what the screens read, and the
// service that answers it), the task reports' use cases, and the work report's figures and the use
// case that loads them; the time sheet's rules and its use case.
export type * from './reports.port';
export * from './load-reports.use-case';
export * from './work-figures.rules';
export * from './load-client-reports.use-case';
export * from './load-work-figures.use-case';
export * from './time-sheet.rules';
export * from './load-time-sheet.use-case';
export type * from './reports-data.port';
export * from './reports-data.service';
export * from './open-reports.rules';
