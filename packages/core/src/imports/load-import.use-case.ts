// The person's import of a kind kept on the device, if any (an import page opened again after a
// reload shows where it stopped), and forgetting it once the person is done with it.
import type { ImportKind } from './import-fields';
import type { ImportJobStore, StoredImport } from './import-job-store.port';

export class LoadImport {
  constructor(private readonly store: Pick<ImportJobStore, 'load'>) {}

  execute(kind: ImportKind): Promise<StoredImport | null> {
    return this.store.load(kind);
  }
}

export class DiscardImport {
  constructor(private readonly store: Pick<ImportJobStore, 'remove'>) {}

  execute(kind: ImportKind): Promise<void> {
    return this.store.remove(kind);
  }
}
