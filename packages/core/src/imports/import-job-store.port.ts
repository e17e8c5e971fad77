// Where the device keeps the person's import in progress, one per kind (IndexedDB in the browser:
// a file of 10,000 rows does not fit local storage beside the cache). Each person's own, like the
// visit outbox: with no one signed in nothing is read or kept. An import not touched
// for the bound the device keeps a person's work (seven days) reads as none.
import type { ImportKind } from './import-fields';
import type { ImportJob, ImportProgress } from './import-job';

export interface StoredImport<R = unknown> {
  readonly job: ImportJob<R>;
  readonly progress: ImportProgress;
}

export interface ImportJobStore {
  load(kind: ImportKind): Promise<StoredImport | null>;
  /** The progress alone of the kind's import kept (not its rows), or null. */
  progress(kind: ImportKind): Promise<ImportProgress | null>;
  /** Keeps a new import (its rows once, then its progress), replacing the kind's earlier one. */
  start(stored: StoredImport): Promise<void>;
  /** Keeps the progress; it is durable once the promise settles. */
  saveProgress(kind: ImportKind, progress: ImportProgress): Promise<void>;
  remove(kind: ImportKind): Promise<void>;
}
