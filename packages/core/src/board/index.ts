// The live board's public API: each team's day as it runs (done, late, next stop, takings).
export * from './day-board.rules';
export * from './load-day-board.use-case';
