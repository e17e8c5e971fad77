// How view-models move the user: a client-side navigation, or a full page load (the spec
// reloads the app after role set-up and company edits).
export interface Navigator {
  /** Resolves once the new page is the current location. */
  go(path: string, options?: { replace?: boolean }): Promise<void>;
  reload(path?: string): void;
}
