// Every browser-storage key the product writes, under one product-specific prefix.
export const STORAGE_PREFIX = 'fieldteam.';

export const STORAGE_KEYS = {
  session: `${STORAGE_PREFIX}session`,
  language: `${STORAGE_PREFIX}language`,
  /** Cached company data and lists (company, managers, leaders, collaborators, clients...). */
  cachePrefix: `${STORAGE_PREFIX}cache.`,
  /** The road screen's visits in progress (clientId -> task id), kept across reloads. */
  inProgressVisits: `${STORAGE_PREFIX}in-progress-visits`,
  /** Visit actions taken offline, waiting for the network. */
  visitOutbox: `${STORAGE_PREFIX}visit-outbox`,
  /** The last day move (its visits' progress), kept until the next one. */
  dayMove: `${STORAGE_PREFIX}day-move`,
  /** The road's planning speed of each business on the device (a setting: kept at sign-out). */
  roadSpeed: `${STORAGE_PREFIX}road-speed`,
} as const;
