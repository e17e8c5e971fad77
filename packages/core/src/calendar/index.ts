// The calendar context's public API: its port (every client's record with its visits, for the month
// grid) and the use case that loads it.
export type * from './calendar.port';
export * from './load-calendar.use-case';
