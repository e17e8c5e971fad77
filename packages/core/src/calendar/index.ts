// The calendar context's public API: its port (every client with its visits), the table and index
// the screens read it through, the store that keeps it for the session, and the use case that
// loads it.
export type * from './calendar.port';
export * from './calendar-table';
export * from './calendar-index';
export * from './load-calendar.use-case';
export * from './day-board.rules';
export * from './load-day-board.use-case';
