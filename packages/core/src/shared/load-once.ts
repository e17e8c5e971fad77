// Code or data fetched on demand (a chunk, a map): fetched once and kept, but a failed fetch (no
// network) is not kept, so that the next call fetches again instead of failing for the page's life.

/** `load`, called at most once while it succeeds or is under way; after a failure, called again next time. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (loading) return loading;
    const started = load();
    loading = started;
    started.catch(() => {
      if (loading === started) loading = null;
    });
    return started;
  };
}
