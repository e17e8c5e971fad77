// The person's imports in progress, one per kind, in IndexedDB: a file of 10,000 rows
// is megabytes, more than local storage holds beside the cache. The rows are written once, when
// the import starts; the progress (a letter per row, the refusals, the times rows were sent) on
// its own key, often, with the time it was written. Each person's own, under their id:
// with no one signed in nothing is read or kept. An import whose progress has not been written
// for KEPT_WORK_BOUND_MS is removed when read. A store the browser refuses (private
// windows of some browsers) keeps nothing: the import goes on for this page only.
import type { ImportJobStore, ImportKind, ImportProgress, SessionStore, StoredImport } from '@fieldteam/core';
import { createStore, del, get, set, setMany, type UseStore } from 'idb-keyval';
import { importKeys, KEPT_WORK_BOUND_MS } from './storage-keys';

/** The progress as stored: with the time it was written. */
interface KeptProgress {
  readonly v: 2;
  readonly keptAt: number;
  readonly progress: ImportProgress;
}

const isProgress = (value: unknown, rows?: number): value is ImportProgress => {
  const p = value as Partial<ImportProgress> | null;
  return typeof p?.states === 'string' && (rows === undefined || p.states.length === rows) && /^[wsdr]*$/.test(p.states) && typeof p.refusals === 'object' && typeof p.sentAt === 'object';
};

const isJob = (value: unknown, kind: ImportKind): value is StoredImport['job'] => {
  const job = value as Partial<StoredImport['job']> | null;
  return job?.kind === kind && Array.isArray(job.rows) && Array.isArray(job.toFix) && Array.isArray(job.headers);
};

/** The imports' store: shared with what seals a person's work (browser-kept-work.ts). */
export const openImportsStore = (): UseStore => createStore('fieldteam', 'imports');

export class IndexedDbImportJobs implements ImportJobStore {
  private store: UseStore | null = null;

  constructor(
    private readonly sessions: Pick<SessionStore, 'load'>,
    private readonly open: () => UseStore = openImportsStore,
    private readonly now: () => number = Date.now,
  ) {}

  async load(kind: ImportKind): Promise<StoredImport | null> {
    const progress = await this.progress(kind);
    const keys = this.keys(kind);
    if (!progress || !keys) return null;
    try {
      const job = await get<unknown>(keys.job, this.db());
      return isJob(job, kind) && job.rows.length === progress.states.length ? { job, progress } : null;
    } catch {
      return null;
    }
  }

  async progress(kind: ImportKind): Promise<ImportProgress | null> {
    const keys = this.keys(kind);
    if (!keys) return null;
    try {
      const stored = await get<unknown>(keys.progress, this.db());
      const kept = stored as Partial<KeptProgress> | null;
      if (kept?.v === 2 && typeof kept.keptAt === 'number' && isProgress(kept.progress)) {
        if (this.now() - kept.keptAt <= KEPT_WORK_BOUND_MS) return kept.progress;
        await this.remove(kind);
        return null;
      }
      // The first version's progress, with no time: adopted as written now.
      if (isProgress(stored)) {
        await set(keys.progress, this.kept(stored), this.db());
        return stored;
      }
      return null;
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
          [keys.progress, this.kept(stored.progress)],
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
      await set(keys.progress, this.kept(progress), this.db());
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

  private kept(progress: ImportProgress): KeptProgress {
    return { v: 2, keptAt: this.now(), progress };
  }

  private db(): UseStore {
    this.store ??= this.open();
    return this.store;
  }

  private keys(kind: ImportKind): { job: string; progress: string } | null {
    const user = this.sessions.load()?.user;
    return user ? importKeys(kind, user.id) : null;
  }
}
