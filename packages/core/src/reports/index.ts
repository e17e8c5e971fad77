// The reports context's public API: its port and the task reports' use case, and the work report's
// figures and the use case that loads its data.
export type * from './reports.port';
export * from './load-reports.use-case';
export * from './work-figures.rules';
export * from './load-client-reports.use-case';
export * from './load-work-figures.use-case';
export type * from './business-data.port';
export * from './business-data.service';
