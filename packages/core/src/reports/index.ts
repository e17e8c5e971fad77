// The reports context's public API: the work report's figures and the use case that loads its data.
export * from './work-figures.rules';
export * from './work-report.use-case';
