// The calendar context's public API: the use case that loads every client's visits for the month grid.
export * from './load-calendar.use-case';
