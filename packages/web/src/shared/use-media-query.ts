// Whether a CSS media query matches, kept up to date as the window changes (a phone turned, a
// window resized). Where the browser has no matchMedia (jsdom), `fallback`.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof matchMedia !== 'function') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => (typeof matchMedia === 'function' ? matchMedia(query).matches : fallback));
}
