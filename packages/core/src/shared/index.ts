// The shared kernel's public API: Result, the failures every context shares, weekdays, the 12-hour
// clock, search, text order, loading on demand once, the clock and the business's today, and the cache, file-saver and acknowledgement types.
export * from './result';
export * from './failures';
export type { Clock } from './clock.port';
export type { Scheduler } from './scheduler.port';
export type { IdGenerator } from './ids.port';
export { KeptAnswer, KeptValue, type KeptCall, type PartOf, type ReadOptions } from './kept-answer';
export * from './day-key';
export * from './business-today';
export * from './zoned-instant';
export type { FileSaver, SavedBinaryFile, SavedFile } from './file-saver.port';
export * from './weekday';
export * from './twelve-hour-clock';
export * from './typed-time';
export * from './search';
export * from './text-order';
export { loadOnce } from './load-once';
export { sameCacheScope, type Cache, type CacheScope } from './cache.port';
export type { Ack } from './acknowledgement';
