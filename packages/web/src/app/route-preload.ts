// Each navigation inside the app preloads the next route's chunks and texts at once, in parallel,
// through the function the built index.html leaves (route-preloads.ts); in
// development and in tests there is none, and this does nothing.
export const PRELOAD_FUNCTION = '__fieldteamPreload';

export function preloadRoute(path: string): void {
  const preload = (window as unknown as Record<string, ((path: string) => void) | undefined>)[PRELOAD_FUNCTION];
  preload?.(path);
}
