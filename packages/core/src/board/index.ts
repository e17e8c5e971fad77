// The live board's public API: each team's day as it runs (done, late, next stop, takings), the
// visits late or running over, and the business's margin before they are.
export * from './day-board.rules';
export type * from './day-board-data.port';
export * from './day-board-data.service';
export * from './load-day-board.use-case';
export * from './visit-timing.rules';
export type * from './late-margin.port';
export * from './late-margin.service';
export type * from './device-notices.port';
export * from './mark-notices.service';
