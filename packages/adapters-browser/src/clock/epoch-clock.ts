// The little of a clock the suggestion caches read: the time in epoch milliseconds. A core Clock
// fits it; the default reads Date.now(), so that the maps adapters do not bring the Temporal
// polyfill to the pages that only search addresses.
export interface EpochClock {
  now(): { readonly epochMilliseconds: number };
}

export const systemEpochClock: EpochClock = { now: () => ({ epochMilliseconds: Date.now() }) };
