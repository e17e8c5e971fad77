// The person's imports in progress (issue 26), one per kind, in IndexedDB: a file of 10,000 rows
// is megabytes, more than local storage holds beside the cache. The rows are written once, when
// the import starts; the progress (a letter per row, the refusals, the times rows were sent) on
// its own key, often. Each person's own, under their id (ADR 0038): with no one signed in nothing
// is read or kept. A store the browser refuses (private windows of some browsers) keeps nothing:
// the import goes on for this page only.
import type { ImportJobStore, ImportKind, ImportProgress, SessionStore, StoredImport } from '@fieldteam/core';
import { createStore, del, get, set, setMany, type UseStore } from 'idb-keyval';
import { STORAGE_PREFIX } from './storage-keys';

const isProgress = (value: unknown, rows: number): value is ImportProgress => {
  const p = value as Partial<ImportProgress> | null;
  return typeof p?.states === 'string' && p.states.length === rows && /^[wsdr]*$/.test(p.states) && typeof p.refusals === 'object' && typeof p.sentAt === 'object';
};

const isJob = (value: unknown, kind: ImportKind): value is StoredImport['job'] => {
  const job = value as Partial<StoredImport['job']> | null;
  return job?.kind === kind && Array.isArray(job.rows) && Array.isArray(job.toFix) && Array.isArray(job.headers);
};

export class IndexedDbImportJobs implements ImportJobStore {
  private store: UseStore | null = null;

  constructor(
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly open: () => UseStore = () => createStore('fieldteam', 'imports'),
  ) {}

  async load(kind: ImportKind): Promise<StoredImport | null> {
    const keys = this.keys(kind);
    if (!keys) return null;
    try {
      const [job, progress] = await Promise.all([get<unknown>(keys.job, this.db()), get<unknown>(keys.progress, this.db())]);
      if (!isJob(job, kind) || !isProgress(progress, job.rows.length)) return null;
      return { job, progress };
    } catch {
      return null;
    }
  }

  async start(stored: StoredImport): Promise<void> {
    const keys = this.keys(stored.job.kind);
    if (!keys) return;
    try {
      await setMany(
        [
          [keys.job, stored.job],
          [keys.progress, stored.progress],
        ],
        this.db(),
      );
    } catch {
      // Kept for this page only.
    }
  }

  async saveProgress(kind: ImportKind, progress: ImportProgress): Promise<void> {
    const keys = this.keys(kind);
    if (!keys) return;
    try {
      await set(keys.progress, progress, this.db());
    } catch {
      // Kept for this page only.
    }
  }

  async remove(kind: ImportKind): Promise<void> {
    const keys = this.keys(kind);
    if (!keys) return;
    try {
      await Promise.all([del(keys.job, this.db()), del(keys.progress, this.db())]);
    } catch {
      // Nothing kept to remove.
    }
  }

  private db(): UseStore {
    this.store ??= this.open();
    return this.store;
  }

  private keys(kind: ImportKind): { job: string; progress: string } | null {
    const user = this.sessions.load()?.user;
    if (!user) return null;
    return { job: `${STORAGE_PREFIX}import.${kind}.${user.id}`, progress: `${STORAGE_PREFIX}import-progress.${kind}.${user.id}` };
  }
}
