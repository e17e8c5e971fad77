// The live board's public API: each team's day as it runs (done, late, next stop, takings), the
// visits late or running over, and the owner's notices of them.
export * from './day-board.rules';
export type * from './day-board-data.port';
export * from './day-board-data.service';
export * from './load-day-board.use-case';
export type * from './device-notices.port';
export * from './mark-notices.service';
