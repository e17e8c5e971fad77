// The imports context: spreadsheet rows mapped, checked in a dry run and sent without
// ever sending one twice, for clients, the services catalogue and collaborators.
export * from './import-fields';
export * from './sheet-text.rules';
export * from './header-mapping.rules';
export * from './cell-values.rules';
export * from './visit-series.rules';
export * from './dry-run';
export * from './dry-run-client-import.use-case';
export * from './dry-run-service-import.use-case';
export * from './dry-run-collaborator-import.use-case';
export * from './import-job';
export * from './import-job-store.port';
export * from './import-targets';
export * from './start-import.use-case';
export * from './send-import.use-case';
export * from './load-import.use-case';
