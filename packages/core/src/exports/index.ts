// The exports context: everything the business keeps, and its agenda as events.
export * from './export-business-data.use-case';
export * from './agenda-events.rules';
export * from './load-agenda.use-case';
