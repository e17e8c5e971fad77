// Moves between pages on wouter's browser location, loading the next page first so that the page
// shown stays until the next draws at once. Each history entry carries its place, for Back.
import { createContext, useCallback, useContext } from 'react';
import { navigate as moveTo, useBrowserLocation } from 'wouter/use-browser-location';
import type { Navigator } from '../shared/navigator';
import { preloadRoute } from './route-preload';

type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

/** Loads the page at a path before the app moves to it (the router's routes give it). */
export const PageLoaderContext = createContext<(path: string) => Promise<void>>(() => Promise.resolve());

/** This page's place in the visit's history: 0 for the first. */
export function historyIndex(): number {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' && 'idx' in state ? state.idx : null;
  return typeof idx === 'number' ? idx : 0;
}

const pathOf = (to: string) => to.split(/[?#]/, 1)[0] ?? to;

/** Moves to `to` once its page is loaded (a page that fails to load is moved to all the same: its error shows there). */
function navigateWhenLoaded(load: (path: string) => Promise<void>, to: string, options: { replace?: boolean } = {}): Promise<void> {
  preloadRoute(pathOf(to));
  const idx = options.replace ? historyIndex() : historyIndex() + 1;
  return load(pathOf(to))
    .catch(() => undefined)
    .then(() => moveTo(to, { replace: options.replace ?? false, state: { idx } }));
}

/** wouter's location hook (`<Router hook>`): the browser's path, and the navigate above. */
export function useAppLocation(): [string, NavigateFunction] {
  const [path] = useBrowserLocation();
  const load = useContext(PageLoaderContext);
  const navigate = useCallback<NavigateFunction>((to, options) => void navigateWhenLoaded(load, to, options), [load]);
  return [path, navigate];
}

/** The Navigator port over the router (moves once the next page is loaded) and window.location (reloads). */
export class RouterNavigator implements Navigator {
  private load: ((path: string) => Promise<void>) | null = null;

  /** The router's page loader, given when the router starts. */
  attach(load: (path: string) => Promise<void>): void {
    this.load = load;
  }

  async go(path: string, options?: { replace?: boolean }): Promise<void> {
    if (this.load) await navigateWhenLoaded(this.load, path, { replace: options?.replace ?? false });
    else window.location.assign(path);
  }

  reload(path?: string): void {
    if (path) window.location.assign(path);
    else window.location.reload();
  }
}
