// Every browser-storage key the product writes, under one product-specific prefix.
export const STORAGE_PREFIX = 'fieldteam.';

export const STORAGE_KEYS = {
  session: `${STORAGE_PREFIX}session`,
  language: `${STORAGE_PREFIX}language`,
  /** Cached company data and lists (company, managers, leaders, collaborators, clients...). */
  cachePrefix: `${STORAGE_PREFIX}cache.`,
} as const;
