// The ports over the device's IndexedDB work, as the shell binds them: each loads its adapter the
// first time it is called (di/shared/device-work.ts). Code that cannot be fetched (no network and
// no worker's copy) does what a browser refusing IndexedDB would: nothing is read or kept, and a
// sign-out goes on; the next sign-in tidies what was left.
import { loadOnce, type ImportJobStore, type KeptWork } from '@fieldteam/core';

/** Calls `use` on what `load` gives (loaded once), or answers `otherwise` when it cannot be loaded. */
function onDemand<T>(load: () => Promise<T>): <R>(use: (loaded: T) => Promise<R>, otherwise: R) => Promise<R> {
  const loadedOnce = loadOnce(load);
  return async (use, otherwise) => {
    let loaded: T;
    try {
      loaded = await loadedOnce();
    } catch {
      return otherwise;
    }
    return use(loaded);
  };
}

export function keptWorkOnDemand(load: () => Promise<KeptWork>): KeptWork {
  const call = onDemand(load);
  return {
    open: (user, password) => call((kept) => kept.open(user, password), { lost: false }),
    seal: (user) => call((kept) => kept.seal(user), undefined),
    forget: (userId) => call((kept) => kept.forget(userId), undefined),
  };
}

export function importJobsOnDemand(load: () => Promise<ImportJobStore>): ImportJobStore {
  const call = onDemand(load);
  return {
    load: (kind) => call((store) => store.load(kind), null),
    progress: (kind) => call((store) => store.progress(kind), null),
    start: (stored) => call((store) => store.start(stored), undefined),
    saveProgress: (kind, progress) => call((store) => store.saveProgress(kind, progress), undefined),
    remove: (kind) => call((store) => store.remove(kind), undefined),
  };
}
