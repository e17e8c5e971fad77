// The live board's public API: each team's day as it runs (done, late, next stop, takings).
export * from './day-board.rules';
export type * from './day-board-data.port';
export * from './day-board-data.service';
export * from './load-day-board.use-case';
