// Work done again and again while the app runs (in the app, a browser interval).
export interface Scheduler {
  /** Runs `task` every `ms` milliseconds until the returned function is called. */
  every(ms: number, task: () => void): () => void;
}
