// The import kept on the device, in memory: each write a copy, as a real store's would be.
import type { ImportKind } from '../imports/import-fields';
import type { ImportProgress } from '../imports/import-job';
import type { ImportJobStore, StoredImport } from '../imports/import-job-store.port';

export class MemoryImportJobStore implements ImportJobStore {
  readonly imports = new Map<ImportKind, StoredImport>();
  /** Every progress kept, in order. */
  readonly saved: ImportProgress[] = [];

  load(kind: ImportKind): Promise<StoredImport | null> {
    const stored = this.imports.get(kind);
    return Promise.resolve(stored ? structuredClone(stored) : null);
  }

  progress(kind: ImportKind): Promise<ImportProgress | null> {
    const stored = this.imports.get(kind);
    return Promise.resolve(stored ? structuredClone(stored.progress) : null);
  }

  start(stored: StoredImport): Promise<void> {
    this.imports.set(stored.job.kind, structuredClone(stored));
    return Promise.resolve();
  }

  saveProgress(kind: ImportKind, progress: ImportProgress): Promise<void> {
    const stored = this.imports.get(kind);
    if (stored) this.imports.set(kind, { ...stored, progress: structuredClone(progress) });
    this.saved.push(structuredClone(progress));
    return Promise.resolve();
  }

  remove(kind: ImportKind): Promise<void> {
    this.imports.delete(kind);
    return Promise.resolve();
  }
}
