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
  /** What the signed-out pages may say of work sealed for someone: their name and how many visit actions (browser-kept-work.ts). */
  keptWork: `${STORAGE_PREFIX}kept-work`,
  /** The road's planning speed of each business on the device (a setting: kept at sign-out). */
  roadSpeed: `${STORAGE_PREFIX}road-speed`,
} as const;

/** The person's records in local storage: `<base>.<userId>`, one per base. */
export const PERSON_RECORD_BASES = [STORAGE_KEYS.visitOutbox, STORAGE_KEYS.inProgressVisits, STORAGE_KEYS.dayMove] as const;

/** The keys, in the imports' IndexedDB store, of a person's import of a kind: its rows and its progress. */
export const importKeys = (kind: string, userId: string) => ({ job: `${STORAGE_PREFIX}import.${kind}.${userId}`, progress: `${STORAGE_PREFIX}import-progress.${kind}.${userId}` });

/** The person whose import record this key of the imports' store is, or null for a key that is not one. */
export function importKeyOwner(key: string): string | null {
  const match = /^fieldteam\.import(?:-progress)?\.[a-z]+\.(.+)$/.exec(key);
  return match ? match[1]! : null;
}

/** How long a person's work is kept on the device after it was last written, whatever its state: 7 days. */
export const KEPT_WORK_BOUND_MS = 7 * 24 * 60 * 60 * 1000;
