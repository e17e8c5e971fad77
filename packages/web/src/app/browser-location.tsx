// The browser's location as the app's router sees it (decision 0031). wouter's own browser hook
// reads the location with useSyncExternalStore, whose updates React never renders as a
// transition: a move to a route whose chunk is still loading would swap the page for the
// layout's page loader. Here the location is React state, set in a transition on every move (as
// React Router's BrowserRouter did), so the current page stays on screen until the next one is
// ready. Moves also keep React Router's history index (`history.state.idx`: 0 for the first
// page of a visit, one more for each page pushed), which the back button reads.
import { createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { preloadRoute } from './route-preload';

/** A location: a new object for every move, even to the same address. */
export interface BrowserLocation {
  readonly path: string;
  readonly search: string;
}

export interface NavigateOptions {
  readonly replace?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

let current: BrowserLocation | null = null;
const listeners = new Set<() => void>();

function read(): BrowserLocation {
  return { path: window.location.pathname, search: window.location.search };
}

/** The current location: the same object until the address changes or the app moves. */
function snapshot(): BrowserLocation {
  if (!current || current.path !== window.location.pathname || current.search !== window.location.search) current = read();
  return current;
}

function moved(): void {
  current = read();
  preloadRoute(current.path);
  listeners.forEach((listener) => listener());
}

/** Back and forward in the browser, and moves to a `#fragment`, as React Router listened to. */
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', moved);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', moved);
  };
}

/** Where this page is in the visit's history: 0 for the first, null if nothing recorded it. */
export function historyIndex(): number | null {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' && 'idx' in state ? state.idx : null;
  return typeof idx === 'number' ? idx : null;
}

/** A move inside the app: pushes (or replaces) the history entry, then the router follows. */
export const navigate: NavigateFunction = (to, options) => {
  if (options?.replace) {
    window.history.replaceState({ idx: historyIndex() }, '', to);
  } else {
    try {
      window.history.pushState({ idx: (historyIndex() ?? 0) + 1 }, '', to);
    } catch {
      // Safari refuses pushState past a number of calls: load the page instead, as React Router did.
      window.location.assign(to);
      return;
    }
  }
  moved();
};

/**
 * The location, as state of the component that calls it (the app's router, once): its first
 * value is the address the page opened at; each move sets it in a transition.
 */
export function useBrowserLocationInTransition(): BrowserLocation {
  const [location, setLocation] = useState(snapshot);
  useLayoutEffect(() => {
    // The first entry of a visit is number 0, as React Router recorded it.
    if (historyIndex() === null) window.history.replaceState({ ...(window.history.state as object | null), idx: 0 }, '');
    const follow = () => startTransition(() => setLocation(snapshot()));
    const unsubscribe = subscribe(follow);
    // A move made before this ran (a redirect in a child's layout effect) is followed too.
    follow();
    return unsubscribe;
  }, []);
  return location;
}

const LocationContext = createContext<BrowserLocation | null>(null);

export function LocationProvider({ location, children }: { location: BrowserLocation; children: ReactNode }) {
  return <LocationContext value={location}>{children}</LocationContext>;
}

function useProvidedLocation(): BrowserLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('the app location hooks need a LocationProvider');
  return location;
}

/** wouter's location hook (`<Router hook>`): the path of the provided location, and `navigate`. */
export function useAppLocation(): [string, NavigateFunction] {
  return [useProvidedLocation().path, navigate];
}

/** wouter's search hook (`<Router searchHook>`): the query string of the same location. */
export function useAppSearch(): string {
  return useProvidedLocation().search;
}
