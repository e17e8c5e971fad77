// The reports context's public API: the task reports, and the work report's figures and the use
// case that loads its data.
export * from './load-reports.use-case';
export * from './work-figures.rules';
export * from './load-work-report.use-case';
