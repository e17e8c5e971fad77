// Whether a CSS media query matches, kept up to date as the window changes (a phone turned, a
// window resized). Where the browser has no matchMedia (jsdom), `fallback`.
import { useCallback, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

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

let printStarted = false;

const subscribeToPrinting = (changed: () => void) => {
  // beforeprint comes before the page is laid out for paper: drawn at once (flushSync), not later.
  const before = () => {
    printStarted = true;
    flushSync(changed);
  };
  const after = () => {
    printStarted = false;
    changed();
  };
  addEventListener('beforeprint', before);
  addEventListener('afterprint', after);
  const list = typeof matchMedia === 'function' ? matchMedia('print') : null;
  list?.addEventListener('change', changed);
  return () => {
    removeEventListener('beforeprint', before);
    removeEventListener('afterprint', after);
    list?.removeEventListener('change', changed);
  };
};

/**
 * Whether the page is being printed (or shown as printed): what is only for paper, such as a day
 * sheet of hundreds of stops, is drawn only then instead of kept hidden on the screen.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribeToPrinting, () => printStarted || (typeof matchMedia === 'function' && matchMedia('print').matches));
}
