// Told by the HTTP client after each call that changed something on the server (a visit started or
// finished, a client added...): what the app keeps of the server's answers listens and is asked
// again at its next use.
export class AppWrites {
  private readonly listeners = new Set<() => void>();

  readonly notify = (): void => {
    this.listeners.forEach((listener) => listener());
  };

  /** Calls `listener` after each write; the answer stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
