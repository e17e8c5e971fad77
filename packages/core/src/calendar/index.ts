// The calendar context's public API: its port (every client with its visits), the table and index
// the screens read it through, the use case that loads it, and the calendar's tools: move a day,
// team load and the day sheet.
export type * from './calendar.port';
export type * from './calendar-data.port';
export * from './calendar-data.service';
export * from './calendar-table';
export * from './calendar-index';
export * from './load-calendar.use-case';
export * from './day-move.rules';
export type * from './day-move-journal.port';
export * from './plan-day-move.use-case';
export * from './run-day-move.use-case';
export * from './team-load.rules';
export * from './team-load-rows.rules';
export * from './load-percent.rules';
export * from './load-team-load.use-case';
export * from './day-sheet.rules';
export * from './load-day-sheet.use-case';
